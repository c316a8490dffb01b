import { describe, expect, it } from 'vitest';
import {
  afterLoginTarget,
  isSignInPage,
  loginPath,
  safeReturnPath,
  withReturnPath,
} from '../../web/shared/paths/login-paths.ts';

describe('safeReturnPath', () => {
  it('accepts paths on this site, with their query and hash', () => {
    expect(safeReturnPath('/me')).toBe('/me');
    expect(safeReturnPath('/my-quiz?create=true&type=normal')).toBe('/my-quiz?create=true&type=normal');
    expect(safeReturnPath('/edit/1#title')).toBe('/edit/1#title');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses anything a browser could take to another site', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'me',
      'https://evil.example/me',
      '//evil.example',
      '//evil.example/me',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      ' /me',
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBeNull();
    }
  });

  it('normalises dot segments instead of escaping the site', () => {
    expect(safeReturnPath('/../../etc')).toBe('/etc');
  });
});

describe('afterLoginTarget', () => {
  it('goes to the page in `path`', () => {
    expect(afterLoginTarget('?path=%2Fme')).toBe('/me');
    expect(afterLoginTarget('?path=%2Fcreate-quiz%3Ftitle%3DCapitals')).toBe('/create-quiz?title=Capitals');
  });

  it('goes to my quizzes without a safe `path`, or when it points at a sign-in page', () => {
    expect(afterLoginTarget('')).toBe('/my-quiz');
    expect(afterLoginTarget('?path=https%3A%2F%2Fevil.example')).toBe('/my-quiz');
    expect(afterLoginTarget('?path=%2F%2Fevil.example')).toBe('/my-quiz');
    expect(afterLoginTarget('?path=%2Flogin%3Fpath%3D%252Fme')).toBe('/my-quiz');
    expect(afterLoginTarget('?path=%2Fregister')).toBe('/my-quiz');
  });
});

describe('loginPath', () => {
  it('encodes the page to return to in `path` (spec §2)', () => {
    expect(loginPath('/me')).toBe('/login?path=%2Fme');
    expect(loginPath('/my-quiz/en?create=true')).toBe('/login?path=%2Fmy-quiz%2Fen%3Fcreate%3Dtrue');
    expect(loginPath('/me', true)).toBe('/login-skoler?path=%2Fme');
  });

  it('leaves out a return path that is unsafe or a sign-in page', () => {
    expect(loginPath(null)).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
    expect(loginPath('/login-skoler')).toBe('/login');
  });
});

describe('withReturnPath', () => {
  it('carries the same return path from one sign-in page to the next', () => {
    expect(withReturnPath('/register', '?path=%2Fme')).toBe('/register?path=%2Fme');
    expect(withReturnPath('/register', '')).toBe('/register');
    expect(withReturnPath('/register', '?path=%2F%2Fevil.example')).toBe('/register');
  });
});

describe('isSignInPage', () => {
  it('knows the sign-in pages and nothing else', () => {
    for (const path of ['/login', '/login-skoler', '/register', '/forgot-password', '/reset-password/abc']) {
      expect(isSignInPage(path), path).toBe(true);
    }
    for (const path of ['/', '/me', '/loginx', '/my-quiz']) expect(isSignInPage(path), path).toBe(false);
  });
});

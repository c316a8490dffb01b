import { describe, expect, it } from 'vitest';
import { cookieValue } from '../../web/state/cookies.ts';

describe('cookieValue', () => {
  it('finds a cookie among others, whatever the spacing', () => {
    expect(cookieValue('a=1; language=de;b=2', 'language')).toBe('de');
    expect(cookieValue('language=no', 'language')).toBe('no');
  });

  it('matches whole names only', () => {
    expect(cookieValue('xlanguage=de; language_old=fr', 'language')).toBeNull();
  });

  it('decodes encoded values and keeps "=" inside a value', () => {
    expect(cookieValue('note=a%20b%3Dc', 'note')).toBe('a b=c');
    expect(cookieValue('token=abc==', 'token')).toBe('abc==');
  });

  it('is null for a missing cookie or a value that cannot be decoded', () => {
    expect(cookieValue('', 'language')).toBeNull();
    expect(cookieValue('language=%E0%A4%A', 'language')).toBeNull();
  });
});

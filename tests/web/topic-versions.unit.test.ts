import { describe, expect, it } from 'vitest';
import { isOlder, newestOf, versionOf } from '../../web/socket/topic-versions.ts';

describe('versionOf', () => {
  it('reads a numeric version and nothing else', () => {
    expect(versionOf({ version: 3 })).toBe(3);
    expect(versionOf({ version: '3' })).toBeNull();
    expect(versionOf({})).toBeNull();
    expect(versionOf(null)).toBeNull();
    expect(versionOf('text')).toBeNull();
  });
});

describe('isOlder', () => {
  it('is true only when both have versions and the incoming one is lower', () => {
    expect(isOlder({ version: 1 }, { version: 2 })).toBe(true);
    expect(isOlder({ version: 2 }, { version: 2 })).toBe(false);
    expect(isOlder({ version: 3 }, { version: 2 })).toBe(false);
  });

  it('never judges data without a version stale, nor anything against nothing held', () => {
    expect(isOlder({ title: 'x' }, { version: 2 })).toBe(false);
    expect(isOlder({ version: 1 }, undefined)).toBe(false);
  });
});

describe('newestOf', () => {
  it('picks the higher version', () => {
    expect(newestOf({ version: 1, title: 'a' }, { version: 2, title: 'b' })).toEqual({
      version: 2,
      title: 'b',
    });
    expect(newestOf({ version: 5, title: 'a' }, { version: 2, title: 'b' })).toEqual({
      version: 5,
      title: 'a',
    });
  });

  it('keeps the first on a tie', () => {
    const first = { version: 2 };
    expect(newestOf(first, { version: 2 })).toBe(first);
  });

  it('takes whichever exists', () => {
    expect(newestOf(null, { version: 1 })).toEqual({ version: 1 });
    expect(newestOf({ version: 1 }, undefined)).toEqual({ version: 1 });
    expect(newestOf(null, null)).toBeNull();
  });
});

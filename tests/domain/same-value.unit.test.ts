import { describe, expect, it } from 'vitest';
import { sameValue } from '../../domain/shared/same-value.ts';

describe('sameValue', () => {
  it('ignores the order of keys, at any depth', () => {
    expect(sameValue({ a: 1, b: { c: [1, { d: 2, e: 3 }] } }, { b: { c: [1, { e: 3, d: 2 }] }, a: 1 })).toBe(
      true,
    );
  });
  it('tells apart different values, array orders and missing keys', () => {
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameValue({ a: null }, { a: undefined })).toBe(false);
    expect(sameValue([], {})).toBe(false);
  });
});

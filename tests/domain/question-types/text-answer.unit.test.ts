import { describe, expect, it } from 'vitest';
import {
  countTexts,
  foldCaseAccentsAndSpacing,
  foldCaseAndSpacing,
  tidyTyped,
} from '../../../domain/question-types/text-answer.ts';

/* What typed answers share (typing question, scramble, word cloud): tidying, folding and counting. */

describe('typed text', () => {
  it('is kept in one normal form, spaces single, control characters out', () => {
    expect(tidyTyped('  Cafe\u0301 \t au\nlait\u0007 ')).toBe('Café au lait');
  });

  it('folds case and spacing for a word cloud, keeping accents', () => {
    expect(foldCaseAndSpacing(' Crème  BRÛLÉE ')).toBe('crème brûlée');
  });

  it('folds case, accents and spacing for a typed answer, Nordic and German letters included', () => {
    expect(foldCaseAccentsAndSpacing(' Crème  BRÛLÉE ')).toBe('creme brulee');
    expect(foldCaseAccentsAndSpacing('Ærøskøbing Straße Łódź')).toBe('aeroskobing strasse lodz');
    expect(foldCaseAccentsAndSpacing('Ｏｓｌｏ')).toBe('oslo');
  });
});

describe('counting texts', () => {
  it('groups by key, most frequent first, ties in the order first given, first form shown', () => {
    expect(countTexts(['B', 'a', 'b', 'A', 'c'], (t) => t.toLowerCase(), { limit: 10 })).toEqual([
      { text: 'B', count: 2 },
      { text: 'a', count: 2 },
      { text: 'c', count: 1 },
    ]);
  });

  it('keeps at most `limit`, and may show each group by its key', () => {
    expect(
      countTexts(['Oslo', 'oslo', 'Bergen'], (t) => t.toLowerCase(), {
        limit: 1,
        show: (_first, key) => key,
      }),
    ).toEqual([{ text: 'oslo', count: 2 }]);
  });
});

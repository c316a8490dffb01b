import { describe, expect, it } from 'vitest';
import {
  newAcceptedAnswer,
  withAcceptedPercentage,
  withCompletelyCorrect,
} from '../../domain/question-types/typing-question/index.ts';
import {
  answerText,
  isComplete,
  placeTile,
  slotsByWord,
  takeBack,
  tileForKey,
} from '../../web/question-types/scramble/letter-board.ts';
import { typedText } from '../../web/question-types/text-entry/typed-text.ts';
import {
  chosenTolerance,
  toleranceChoices,
  typosForgiven,
} from '../../web/question-types/typing-question/tolerance.ts';
import { cloudLayout } from '../../web/question-types/word-cloud/cloud-layout.ts';

/* The logic behind the typing, scramble and word cloud views (issue 11). */

describe('the scramble letter board', () => {
  const letters = ['m', 'i', 'c', 'e', 'e', 'a', 'r', 'c'];
  const lengths = [3, 5];

  it('builds the answer from tiles tapped in order, a space between the words', () => {
    let placed = [1, 2, 4, 7, 6, 3, 5, 0].reduce(
      (p, tile) => placeTile(p, tile, letters),
      [] as readonly number[],
    );
    expect(isComplete(letters, placed)).toBe(true);
    expect(answerText(letters, placed, lengths)).toBe('ice cream');
    placed = takeBack(placed, 2);
    expect(isComplete(letters, placed)).toBe(false);
    expect(answerText(letters, placed, lengths)).toBe('icc ream');
  });

  it('does not place a tile twice, nor one that is not there', () => {
    const placed = placeTile(placeTile([], 3, letters), 3, letters);
    expect(placed).toEqual([3]);
    expect(placeTile(placed, 8, letters)).toBe(placed);
    expect(placeTile(placed, -1, letters)).toBe(placed);
  });

  it('shows the slots word by word, empty ones after the placed letters', () => {
    expect(slotsByWord(letters, [1, 2], lengths)).toEqual([
      [
        { position: 0, letter: 'i' },
        { position: 1, letter: 'c' },
        { position: 2, letter: null },
      ],
      [3, 4, 5, 6, 7].map((position) => ({ position, letter: null })),
    ]);
  });

  it('places the first free tile of a typed letter, in any case, and nothing for other keys', () => {
    expect(tileForKey(letters, [], 'C')).toBe(2);
    expect(tileForKey(letters, [2], 'c')).toBe(7);
    expect(tileForKey(letters, [2, 7], 'c')).toBeNull();
    expect(tileForKey(letters, [], 'z')).toBeNull();
    expect(tileForKey(letters, [], 'Enter')).toBeNull();
  });

  it('treats the answer as one word when the word lengths do not fit the letters', () => {
    expect(slotsByWord(['a', 'b'], [], [5])).toHaveLength(1);
    expect(answerText(['a', 'b'], [1, 0], [5])).toBe('ba');
  });
});

describe('the word cloud', () => {
  it('sizes words by their count, the most frequent largest, and puts it in the middle', () => {
    const layout = cloudLayout([
      { text: 'fun', count: 16 },
      { text: 'hard', count: 4 },
      { text: 'long', count: 1 },
    ]);
    expect(layout.map((w) => w.text)).toEqual(['hard', 'fun', 'long']);
    expect(Object.fromEntries(layout.map((w) => [w.text, w.size]))).toEqual({ fun: 5, hard: 3, long: 2 });
  });

  it('gives every word a size of at least 1 and an answer colour', () => {
    const words = Array.from({ length: 50 }, (_, i) => ({ text: `w${i}`, count: i === 0 ? 10_000 : 1 }));
    const layout = cloudLayout(words);
    expect(Math.min(...layout.map((w) => w.size))).toBe(1);
    expect(new Set(layout.map((w) => w.colour))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
  });

  it('draws nothing for no words', () => {
    expect(cloudLayout([])).toEqual([]);
  });
});

describe('the tolerance of an accepted answer in the editor', () => {
  const answer = newAcceptedAnswer(() => 'a1', 'Copenhagen');

  it('offers exact down to 50 % alike', () => {
    expect(toleranceChoices(answer)).toEqual([100, 90, 80, 70, 60, 50]);
  });

  it('keeps an unusual percentage written elsewhere among the choices', () => {
    expect(toleranceChoices(withAcceptedPercentage(answer, 75))).toEqual([100, 90, 80, 75, 70, 60, 50]);
  });

  it('shows no choice while none is made (exact unticked: the spec’s 0)', () => {
    expect(chosenTolerance(withCompletelyCorrect(answer, false))).toBeNull();
    expect(chosenTolerance(answer)).toBe(100);
    expect(chosenTolerance(withAcceptedPercentage(answer, 80))).toBe(80);
  });

  it('tells the creator how many typos a tolerance forgives in this answer', () => {
    expect(typosForgiven('Copenhagen', 100)).toBe(0);
    expect(typosForgiven('Copenhagen', 80)).toBe(2);
    expect(typosForgiven('Oslo', 80)).toBe(0);
    expect(typosForgiven('Kristiania', 70)).toBe(3);
  });
});

describe('the phone’s text field', () => {
  it('sends the text tidied, as the game will read it', () => {
    expect(typedText('  New   York \n', 100, false)).toEqual({
      text: 'New York',
      length: 8,
      tooLong: false,
      canSend: true,
    });
  });

  it('waits for some text, and for the player to shorten an answer over the limit', () => {
    expect(typedText('   ', 30, false).canSend).toBe(false);
    expect(typedText('x'.repeat(31), 30, false)).toMatchObject({ tooLong: true, canSend: false });
    expect(typedText('🦊'.repeat(30), 30, false)).toMatchObject({ length: 30, canSend: true });
  });

  it('sends nothing while locked (reading time, or already answered)', () => {
    expect(typedText('Oslo', 100, true).canSend).toBe(false);
  });
});

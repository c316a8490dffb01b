import { describe, expect, it } from 'vitest';
import type { QuestionOnScreen, QuestionResults } from '../../domain/game/views.ts';
import {
  ANSWER_SHAPES,
  answerLook,
  canSubmit,
  newSubmissionId,
  toggleAnswer,
  verdictFor,
} from '../../web/components/live-screens/answer-choice.ts';

function question(overrides: Partial<QuestionOnScreen> = {}): QuestionOnScreen {
  return {
    index: 0,
    total: 3,
    title: 'Which are planets?',
    kind: 'quiz',
    answersRequired: 'all',
    chartType: 'bar',
    answers: [
      { answerId: 'mars', title: 'Mars' },
      { answerId: 'moon', title: 'The Moon' },
      { answerId: 'venus', title: 'Venus' },
    ],
    shownAt: '2026-11-23T10:00:00.000Z',
    opensAt: '2026-11-23T10:00:00.000Z',
    closesAt: '2026-11-23T10:00:20.000Z',
    ...overrides,
  };
}

const results = (correctAnswerIds: string[] | null): QuestionResults => ({
  correctAnswerIds,
  distribution: {},
  answered: 1,
});

describe('answer buttons', () => {
  it('give each of up to ten answers its own colour and its own shape', () => {
    const looks = Array.from({ length: 10 }, (_, i) => answerLook(i));
    expect(new Set(looks.map((l) => l.shape)).size).toBe(10);
    expect(new Set(looks.map((l) => l.colour)).size).toBe(10);
    expect(looks.slice(0, 4).map((l) => l.shape)).toEqual(['triangle', 'diamond', 'circle', 'square']);
    expect(ANSWER_SHAPES).toHaveLength(10);
  });

  it('toggle picks in and out when every right answer is asked for, in the question’s order', () => {
    const q = question();
    let picked = toggleAnswer([], 'venus', q);
    picked = toggleAnswer(picked, 'mars', q);
    expect(picked).toEqual(['mars', 'venus']);
    expect(toggleAnswer(picked, 'venus', q)).toEqual(['mars']);
  });

  it('can be sent with at least one pick of this question', () => {
    const q = question();
    expect(canSubmit([], q)).toBe(false);
    expect(canSubmit(['mars'], q)).toBe(true);
    expect(canSubmit(['pluto'], q)).toBe(false);
  });
});

describe('the verdict on the phone', () => {
  it('uses the server’s rule: all means exactly the right answers', () => {
    const q = question();
    expect(verdictFor(q, results(['mars', 'venus']), ['mars', 'venus'])).toBe('correct');
    expect(verdictFor(q, results(['mars', 'venus']), ['mars'])).toBe('wrong');
    expect(verdictFor(q, results(['mars', 'venus']), ['mars', 'venus', 'moon'])).toBe('wrong');
  });

  it('one: any right pick and no wrong one', () => {
    const q = question({ answersRequired: 'one' });
    expect(verdictFor(q, results(['mars', 'venus']), ['venus'])).toBe('correct');
    expect(verdictFor(q, results(['mars', 'venus']), ['moon'])).toBe('wrong');
  });

  it('says only that the answer is in when the quiz keeps the right answer hidden', () => {
    expect(verdictFor(question(), results(null), ['mars'])).toBe('answered');
  });

  it('knows a missing answer and a poll vote', () => {
    expect(verdictFor(question(), results(['mars']), null)).toBe('no_answer');
    expect(verdictFor(question({ kind: 'poll' }), results([]), ['moon'])).toBe('poll');
    expect(verdictFor(question({ kind: 'poll' }), results([]), [])).toBe('no_answer');
  });
});

describe('submission ids', () => {
  it('are 32 hex characters, new every time', () => {
    const first = newSubmissionId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newSubmissionId()).not.toBe(first);
    expect(newSubmissionId(new Uint8Array(16).fill(255))).toBe('f'.repeat(32));
  });
});

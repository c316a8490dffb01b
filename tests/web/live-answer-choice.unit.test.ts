import { describe, expect, it } from 'vitest';
import type { RoomView } from '../../domain/game/views.ts';
import type { BasicScreen } from '../../domain/question-types/basic/index.ts';
import { ANSWER_SHAPES, answerLook } from '../../web/components/live-screens/answer-look.ts';
import { verdictFor } from '../../web/components/live-screens/answer-verdict.ts';
import { newSubmissionId } from '../../web/components/live-screens/submission-id.ts';
import { canSubmit, toggleAnswer } from '../../web/question-types/basic/answer-choice.ts';

function question(overrides: Partial<BasicScreen> = {}): BasicScreen {
  return {
    question_type: 'basic',
    kind: 'multiple_choice',
    answers_required: 'all',
    chart_type: 'bar',
    answers: [
      { answer_id: 'mars', title: 'Mars' },
      { answer_id: 'moon', title: 'The Moon' },
      { answer_id: 'venus', title: 'Venus' },
    ],
    ...overrides,
  };
}

/** The room after the close of a question whose screen is `screen`. */
const room = (screen: BasicScreen): RoomView =>
  ({
    question: {
      index: 0,
      total: 3,
      title: 'Which are planets?',
      image: null,
      screen,
      shownAt: '2026-11-23T10:00:00.000Z',
      opensAt: '2026-11-23T10:00:00.000Z',
      closesAt: '2026-11-23T10:00:20.000Z',
    },
  }) as RoomView;

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
  it('tells the verdict the game froze in the answer, once the quiz shows it', () => {
    expect(verdictFor(room(question()), { answered: true, correct: true })).toBe('correct');
    expect(verdictFor(room(question()), { answered: true, correct: false })).toBe('wrong');
  });

  it('says "partly right" for an answer that is not right but earned points (a sorting list)', () => {
    expect(verdictFor(room(question()), { answered: true, correct: false, points: 400 })).toBe('partly');
    expect(verdictFor(room(question()), { answered: true, correct: false, points: 0 })).toBe('wrong');
  });

  it('says only that the answer is in when the quiz keeps the right answer hidden', () => {
    expect(verdictFor(room(question()), { answered: true, correct: null })).toBe('answered');
  });

  it('knows a missing answer and a poll vote', () => {
    expect(verdictFor(room(question()), { answered: false, correct: null })).toBe('no_answer');
    expect(verdictFor(room(question({ kind: 'poll' })), { answered: true, correct: false })).toBe('poll');
    expect(verdictFor(room(question({ kind: 'poll' })), { answered: false, correct: null })).toBe(
      'no_answer',
    );
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

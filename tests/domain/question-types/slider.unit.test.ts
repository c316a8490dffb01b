import { describe, expect, it } from 'vitest';
import { newBasicQuestion } from '../../../domain/question-types/basic/index.ts';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import type { AnswerTiming } from '../../../domain/question-types/question-type.ts';
import {
  changeQuestionType,
  checkQuestion,
  createQuestion,
  readAnswer,
} from '../../../domain/question-types/registry.ts';
import { type SliderQuestion, sliderType } from '../../../domain/question-types/slider/index.ts';

let ids = 0;
const deps = { newId: () => `id${++ids}`, trueLabel: 'True', falseLabel: 'False' };
/** Guess the year: 1900 to 2000, the answer 1969, two years either side for full points. */
const moonLanding = (over: Partial<SliderQuestion> = {}): SliderQuestion => ({
  ...sliderType.create(deps),
  title: 'When did Apollo 11 land on the Moon?',
  min: 1900,
  max: 2000,
  step: 1,
  correct_value: 1969,
  tolerance: 2,
  score: 1000,
  ...over,
});
const noClock: AnswerTiming = { opensAt: 0, closesAt: 20_000, receivedAt: 0, speedScoring: false };
const guess = (value: number) => ({ kind: 'number' as const, value });
const problemOf = (q: SliderQuestion) => {
  const checked = sliderType.check(q);
  return 'problem' in checked ? checked.problem : null;
};

describe('a slider as the creator writes it', () => {
  it('starts as 0 to 100 in steps of 1, the answer 50, and is playable once it has a title', () => {
    const fresh = createQuestion('slider', deps);
    expect(fresh).toMatchObject({ question_type: 'slider', min: 0, max: 100, step: 1, correct_value: 50 });
    expect(checkQuestion({ ...fresh, title: 'How many?' })).toHaveProperty('question');
  });

  it('needs a title and a time like every question', () => {
    expect(problemOf(moonLanding({ title: '  ' }))).toBe('question_title_required');
    expect(problemOf(moonLanding({ time_limit: 1 }))).toBe('time_limit_invalid');
  });

  it('needs a range with its minimum below its maximum', () => {
    expect(problemOf(moonLanding({ min: 2000, max: 2000 }))).toBe('slider_range_invalid');
    expect(problemOf(moonLanding({ min: 2000, max: 1900 }))).toBe('slider_range_invalid');
    expect(problemOf(moonLanding({ max: Number.POSITIVE_INFINITY }))).toBe('slider_range_invalid');
    expect(problemOf(moonLanding({ min: Number.NaN }))).toBe('slider_range_invalid');
  });

  it('needs a positive step that lands on the maximum, and not a million of them', () => {
    expect(problemOf(moonLanding({ step: 0 }))).toBe('slider_step_invalid');
    expect(problemOf(moonLanding({ step: -1 }))).toBe('slider_step_invalid');
    expect(problemOf(moonLanding({ step: 3 }))).toBe('slider_step_invalid');
    expect(problemOf(moonLanding({ min: 0, max: 1_000_000, correct_value: 5 }))).toBe('slider_step_invalid');
  });

  it('takes decimal steps that binary arithmetic cannot hold exactly', () => {
    const checked = sliderType.check(
      moonLanding({ min: 0, max: 1, step: 0.1, correct_value: 0.3, tolerance: 0 }),
    );
    expect(checked).toMatchObject({ question: { correct_value: 0.3 } });
  });

  it('needs the correct value inside the range and on a step', () => {
    expect(problemOf(moonLanding({ correct_value: 2001 }))).toBe('slider_correct_invalid');
    expect(problemOf(moonLanding({ correct_value: 1969.5 }))).toBe('slider_correct_invalid');
  });

  it('needs a tolerance from nothing to the whole range', () => {
    expect(problemOf(moonLanding({ tolerance: -1 }))).toBe('slider_tolerance_invalid');
    expect(problemOf(moonLanding({ tolerance: 101 }))).toBe('slider_tolerance_invalid');
    expect(problemOf(moonLanding({ tolerance: 0 }))).toBeNull();
  });

  it('needs a score like any answer and a short unit', () => {
    expect(problemOf(moonLanding({ score: 10_001 }))).toBe('answer_score_invalid');
    expect(problemOf(moonLanding({ unit: 'x'.repeat(21) }))).toBe('slider_unit_too_long');
    expect(sliderType.check(moonLanding({ unit: '  km ' }))).toMatchObject({ question: { unit: 'km' } });
  });
});

describe('switching another question to a slider (spec §4)', () => {
  it('keeps title, time, explanation and image, leaves the answers, and keeps the best score', () => {
    const basic = {
      ...newBasicQuestion(deps),
      title: 'How tall is Galdhøpiggen?',
      time_limit: 45,
      explanation: 'In metres',
      image: '/media/quiz-images/peak.png',
    };
    const withScore = { ...basic, answers: basic.answers.map((a) => ({ ...a, score: 2000 })) };
    const slider = changeQuestionType(withScore, 'slider', deps);
    expect(slider).toMatchObject({
      question_type: 'slider',
      question_id: basic.question_id,
      title: 'How tall is Galdhøpiggen?',
      time_limit: 45,
      explanation: 'In metres',
      image: '/media/quiz-images/peak.png',
      score: 2000,
    });
    expect(slider).not.toHaveProperty('answers');
  });
});

describe('a guess from a phone', () => {
  const q = moonLanding();
  const read = (answer: unknown) => readAnswer(q, answer as PlayerAnswer);

  it('is kept when it is a number on the scale', () => {
    expect(read(guess(1969))).toEqual(guess(1969));
    expect(read(guess(1900))).toEqual(guess(1900));
    expect(read(guess(2000))).toEqual(guess(2000));
  });

  it('is written with the scale’s decimals, so 0.1 + 0.2 is kept as 0.3', () => {
    const tenths = moonLanding({ min: 0, max: 1, step: 0.1, correct_value: 0.5 });
    expect(readAnswer(tenths, guess(0.1 + 0.2))).toEqual(guess(0.3));
  });

  it('is refused off the range, between steps, or not a number', () => {
    for (const value of [1899, 2001, 1969.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
      expect(read(guess(value))).toEqual({ problem: 'answer_invalid' });
    expect(read({ kind: 'number', value: '1969' })).toEqual({ problem: 'answer_invalid' });
    expect(read({ kind: 'number' })).toEqual({ problem: 'answer_invalid' });
  });

  it('is refused when it is another kind of answer', () => {
    expect(read({ kind: 'choice', answerIds: ['a'] })).toEqual({ problem: 'answer_invalid' });
    expect(read({ kind: 'text', text: 'x'.repeat(1_000_000) })).toEqual({ problem: 'answer_invalid' });
  });

  it('keeps nothing the phone added besides the number', () => {
    expect(read({ kind: 'number', value: 1969, points: 99999 })).toEqual(guess(1969));
  });
});

describe('players never see the answer before the close', () => {
  it('shows the scale and the unit, not the correct value or the tolerance', () => {
    const screen = sliderType.publicView(moonLanding({ unit: 'year' }));
    expect(screen).toEqual({ question_type: 'slider', min: 1900, max: 2000, step: 1, unit: 'year' });
    expect(JSON.stringify(screen)).not.toContain('1969');
  });
});

describe('scoring a guess: full points within the tolerance, then less the further off', () => {
  const q = moonLanding();
  const score = (value: number, timing = noClock) => sliderType.score(q, guess(value), timing);

  it('gives the full score, and counts it correct, on the value or within the tolerance', () => {
    expect(score(1969)).toEqual({ correct: true, points: 1000 });
    expect(score(1967)).toEqual({ correct: true, points: 1000 });
    expect(score(1971)).toEqual({ correct: true, points: 1000 });
  });

  it('falls in a straight line to nothing at the tolerance plus a tenth of the range', () => {
    // Range 100: a tenth is 10, so points reach zero 12 years off.
    expect(score(1972)).toEqual({ correct: false, points: 900 });
    expect(score(1976)).toEqual({ correct: false, points: 500 });
    expect(score(1962)).toEqual({ correct: false, points: 500 });
    expect(score(1981)).toEqual({ correct: false, points: 0 });
    expect(score(1900)).toEqual({ correct: false, points: 0 });
  });

  it('treats the tolerance’s edge as inside it on decimal steps', () => {
    const tenths = moonLanding({ min: 0, max: 1, step: 0.1, correct_value: 0.1, tolerance: 0.3 });
    expect(sliderType.score(tenths, guess(0.4), noClock)).toEqual({ correct: true, points: 1000 });
  });

  it('weights by speed like every scored type: the slowest correct guess earns half', () => {
    const atClose = { ...noClock, speedScoring: true, receivedAt: 20_000 };
    expect(score(1969, atClose)).toEqual({ correct: true, points: 500 });
    expect(score(1976, atClose)).toEqual({ correct: false, points: 250 });
  });
});

describe('the result after the close', () => {
  const q = moonLanding();
  const guesses = [1969, 1950, 1975, 1969, 1999].map(guess);

  it('shows the average, the median and how many guessed', () => {
    const summary = sliderType.summarize(q, guesses, true);
    expect(summary).toMatchObject({ average: 1972.4, median: 1969, guesses: 5 });
  });

  it('takes the middle of the two middle guesses as the median of an even count', () => {
    expect(sliderType.summarize(q, [1950, 1960].map(guess), true).median).toBe(1955);
  });

  it('shows the correct value and tolerance only when the quiz shows correct answers', () => {
    expect(sliderType.summarize(q, guesses, true)).toMatchObject({ correct_value: 1969, tolerance: 2 });
    const hidden = sliderType.summarize(q, guesses, false);
    expect(hidden).toMatchObject({ correct_value: null, tolerance: null });
  });

  it('draws ten bars over the whole range, each guess in the bar that covers it', () => {
    const { histogram } = sliderType.summarize(q, guesses, true);
    // 101 possible years: 11 years a bar, so ten bars, the last one six years wide.
    expect(histogram).toHaveLength(10);
    expect(histogram[0]).toEqual({ from: 1900, to: 1910, count: 0 });
    expect(histogram[6]).toEqual({ from: 1966, to: 1976, count: 3 });
    expect(histogram[9]).toEqual({ from: 1999, to: 2000, count: 1 });
    expect(histogram.reduce((sum, bar) => sum + bar.count, 0)).toBe(5);
  });

  it('draws one bar per value on a short scale', () => {
    const oneToFive = moonLanding({ min: 1, max: 5, correct_value: 3, tolerance: 0 });
    const { histogram } = sliderType.summarize(oneToFive, [3, 3, 5].map(guess), true);
    expect(histogram.map((bar) => [bar.from, bar.to, bar.count])).toEqual([
      [1, 1, 0],
      [2, 2, 0],
      [3, 3, 2],
      [4, 4, 0],
      [5, 5, 1],
    ]);
  });

  it('has no average or median when nobody guessed', () => {
    expect(sliderType.summarize(q, [], true)).toMatchObject({ average: null, median: null, guesses: 0 });
  });
});

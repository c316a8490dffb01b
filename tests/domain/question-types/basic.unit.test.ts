import { describe, expect, it } from 'vitest';
import { upcastStream } from '../../../commands/event-store/upcasters.ts';
import type { BasicQuestion } from '../../../domain/question-types/basic/index.ts';
import {
  changeQuestionType,
  checkQuestion,
  publicView,
  readAnswer,
  scoreAnswer,
  summarize,
} from '../../../domain/question-types/registry.ts';
import type { RecordedEvent } from '../../../domain/shared/event.ts';

const deps = (() => {
  let next = 0;
  return { newId: () => `id-${++next}`, trueLabel: 'True', falseLabel: 'False' };
})();

const capitals: BasicQuestion = {
  question_id: 'q1',
  question_type: 'basic',
  kind: 'multiple_choice',
  title: 'Capital of Norway?',
  time_limit: 20,
  explanation: 'Oslo has been the capital since 1814.',
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    { answer_id: 'oslo', title: 'Oslo', is_correct: true, score: 1000 },
    { answer_id: 'bergen', title: 'Bergen', is_correct: false, score: 0 },
  ],
};
const timing = { opensAt: 0, closesAt: 20_000, receivedAt: 10_000, speedScoring: true };

describe('basic questions through the registry', () => {
  it('show players the choices but never which is correct, nor the explanation', () => {
    const screen = JSON.stringify(publicView(capitals));
    expect(screen).toContain('Oslo');
    expect(screen).not.toContain('is_correct');
    expect(screen).not.toContain('1814');
  });

  it('take a choice of known answers and refuse anything else a hostile phone sends', () => {
    expect(readAnswer(capitals, { kind: 'choice', answerIds: ['oslo'] })).toEqual({
      kind: 'choice',
      answerIds: ['oslo'],
    });
    for (const answer of [
      { kind: 'choice' as const, answerIds: [] },
      { kind: 'choice' as const, answerIds: ['paris'] },
      { kind: 'choice' as const, answerIds: ['oslo', 'oslo'] },
      { kind: 'text' as const, text: 'Oslo' },
      { kind: 'number' as const, value: 1 },
    ]) {
      expect(readAnswer(capitals, answer), JSON.stringify(answer)).toEqual({ problem: 'answer_invalid' });
    }
  });

  it('score a right answer by speed and a wrong one with nothing', () => {
    expect(scoreAnswer(capitals, { kind: 'choice', answerIds: ['oslo'] }, timing)).toEqual({
      correct: true,
      points: 750,
    });
    expect(scoreAnswer(capitals, { kind: 'choice', answerIds: ['bergen'] }, timing)).toEqual({
      correct: false,
      points: 0,
    });
  });

  it('sum the picks after the close, with the key only when the quiz shows it', () => {
    const answers = [
      { kind: 'choice' as const, answerIds: ['oslo'] },
      { kind: 'choice' as const, answerIds: ['bergen'] },
      { kind: 'choice' as const, answerIds: ['oslo'] },
    ];
    expect(summarize(capitals, answers, true)).toEqual({
      question_type: 'basic',
      correct_answer_ids: ['oslo'],
      distribution: { oslo: 2, bergen: 1 },
    });
    expect(summarize(capitals, answers, false)).toMatchObject({ correct_answer_ids: null });
  });

  it('refuse an explanation longer than 500 characters', () => {
    expect(checkQuestion({ ...capitals, explanation: 'x'.repeat(501) })).toEqual({
      problem: 'explanation_too_long',
    });
    expect(checkQuestion({ ...capitals, explanation: '  Why.  ' })).toMatchObject({
      question: { explanation: 'Why.' },
    });
  });

  it('stay as they are when switched to their own type', () => {
    expect(changeQuestionType(capitals, 'basic', deps)).toBe(capitals);
  });
});

const recorded = (events: ReadonlyArray<{ type: string; data: unknown }>): RecordedEvent[] =>
  events.map((event, i) => ({
    ...event,
    eventId: `e${i}`,
    streamName: 'quiz-1',
    streamVersion: i + 1,
    position: BigInt(i + 1),
    transactionId: 1n,
    metadata: { at: '2026-11-23T10:00:00.000Z', actorId: null, correlationId: 'c', causationId: null },
  })) as RecordedEvent[];

/** A question as the log holds it from before question types (camelCase, no `question_type`). */
const legacy = {
  questionId: 'q1',
  kind: 'quiz',
  title: 'Capital of Norway?',
  timeLimitSeconds: 20,
  answersRequired: 'one',
  answers: [
    { answerId: 'oslo', title: 'Oslo', isCorrect: true, score: 1000 },
    { answerId: 'bergen', title: 'Bergen', isCorrect: false, score: 0 },
  ],
};

describe('questions stored before question types (upcast on read)', () => {
  it('read a quiz’s old question and a game’s old copy as basic multiple choice', () => {
    const [added, opened] = upcastStream(
      recorded([
        {
          type: 'QuestionAdded',
          data: { quizId: 'quiz-1', question: legacy, position: 0, clonedFrom: null },
        },
        { type: 'GameOpened', data: { gameId: 'g1', questions: [legacy] } },
      ]),
    );
    const expected = {
      question_id: 'q1',
      question_type: 'basic',
      kind: 'multiple_choice',
      title: 'Capital of Norway?',
      time_limit: 20,
      answers_required: 'one',
      chart_type: 'bar',
      answers: [
        { answer_id: 'oslo', title: 'Oslo', is_correct: true, score: 1000 },
        { answer_id: 'bergen', title: 'Bergen', is_correct: false, score: 0 },
      ],
    };
    expect((added!.data as { question: unknown }).question).toEqual(expected);
    expect((opened!.data as { questions: unknown[] }).questions).toEqual([expected]);
  });

  it('read an old answer’s picks as a choice answer', () => {
    const [, answer] = upcastStream(
      recorded([
        {
          type: 'GameOpened',
          data: { gameId: 'g1', questions: [legacy], settings: { speedScoring: false } },
        },
        {
          type: 'AnswerSubmitted',
          data: { playerId: 'p1', index: 0, answerIds: ['oslo'], receivedAt: '2026-11-23T10:00:05.000Z' },
        },
      ]),
    );
    expect(answer!.data).toMatchObject({ answer: { kind: 'choice', answerIds: ['oslo'] }, scoring: 1 });
    expect(answer!.data).not.toHaveProperty('answerIds');
  });
});

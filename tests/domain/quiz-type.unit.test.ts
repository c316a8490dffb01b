import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '../../domain/question-types/registry.ts';
import { decide, type QuizCommand } from '../../domain/quiz/decide.ts';
import { evolve, initialState, type QuizEvent } from '../../domain/quiz/events.ts';
import { DEFAULT_QUIZ_SETTINGS, type QuizSettings } from '../../domain/quiz/rules.ts';
import { deciderSpec, refusalOf } from '../support/decider.ts';

/*
 * Spec Quiz `type` quiz or poll, as Given events / When command / Then events or the rule it breaks:
 * a poll scores nothing, so it holds only questions that cannot score.
 */
const owner = { userId: 'owner', isAdmin: false };
const created: QuizEvent = {
  type: 'QuizCreated',
  data: { quizId: 'quiz', code: 'abcd2345', title: 'Lunch', ownerId: 'owner' },
};
const question = (id: string, kind: 'multiple_choice' | 'poll'): QuizQuestion => ({
  question_id: id,
  question_type: 'basic',
  kind,
  title: `Question ${id}`,
  time_limit: 30,
  explanation: '',
  answers_required: 'one',
  chart_type: 'pie',
  answers: [
    { answer_id: `${id}a`, title: 'Pizza', is_correct: kind !== 'poll', score: kind === 'poll' ? 0 : 1000 },
    { answer_id: `${id}b`, title: 'Soup', is_correct: false, score: 0 },
  ],
});
const slide: QuizQuestion = {
  question_id: 's',
  question_type: 'slide',
  title: 'Vote now',
  time_limit: 10,
  content: 'Three questions about lunch',
};
const { given } = deciderSpec({ decide, evolve, initialState });
const save = (questions: QuizQuestion[]): QuizCommand => ({
  type: 'SaveQuestions',
  data: { questions },
  actor: owner,
});
const settings = (over: Partial<QuizSettings>): QuizCommand => ({
  type: 'ChangeQuizSettings',
  data: { settings: { ...DEFAULT_QUIZ_SETTINGS, ...over } },
  actor: owner,
});
const poll = given(created, ...given(created).decide(settings({ type: 'poll' }))).state;

describe('a quiz’s type', () => {
  it('is a quiz unless the creator makes it a poll, and settings recorded before it read as a quiz', () => {
    const fresh = given(created).state;
    expect(fresh.status === 'created' && fresh.settings.type).toBe('quiz');
    const { type: _type, ...older } = DEFAULT_QUIZ_SETTINGS;
    const old = given(created, {
      type: 'QuizSettingsChanged',
      data: { quizId: 'quiz', settings: { ...older, limitPlayer: 30 } as QuizSettings },
    }).state;
    expect(old.status === 'created' && [old.settings.type, old.settings.limitPlayer]).toEqual(['quiz', 30]);
    expect(poll.status === 'created' && poll.settings.type).toBe('poll');
  });

  it('lets a poll hold poll questions, word clouds and slides', () => {
    const events = decide(save([slide, question('1', 'poll')]), poll);
    expect(events.map((e) => e.type)).toEqual(['QuestionAdded', 'QuestionAdded']);
  });

  it('refuses a question that scores in a poll, naming it', () => {
    expect(
      refusalOf(() => decide(save([question('1', 'poll'), question('2', 'multiple_choice')]), poll)),
    ).toEqual({
      code: 'poll_quiz_scored_question',
      params: { question: 2 },
    });
  });

  it('turns a quiz into a poll only once none of its questions scores', () => {
    const quiz = given(
      created,
      ...given(created).decide(save([slide, question('1', 'multiple_choice')])),
    ).state;
    expect(refusalOf(() => decide(settings({ type: 'poll' }), quiz))).toEqual({
      code: 'poll_quiz_scored_question',
      params: { question: 2 },
    });
    const fixed = given(created, ...given(created).decide(save([slide, question('1', 'poll')]))).state;
    expect(decide(settings({ type: 'poll' }), fixed)).toEqual([
      {
        type: 'QuizSettingsChanged',
        data: { quizId: 'quiz', settings: { ...DEFAULT_QUIZ_SETTINGS, type: 'poll' } },
      },
    ]);
  });
});

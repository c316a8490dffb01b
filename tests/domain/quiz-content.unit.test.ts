import { describe, expect, it } from 'vitest';
import { decide } from '../../domain/quiz/decide.ts';
import { evolve, initialState, type QuizEvent } from '../../domain/quiz/events.ts';
import { DEFAULT_QUIZ_SETTINGS, type QuizQuestion, questionsToPlay } from '../../domain/quiz/rules.ts';
import { deciderSpec } from '../support/decider.ts';

const owner = { userId: 'owner', isAdmin: false };
const created: QuizEvent = {
  type: 'QuizCreated',
  data: { quizId: 'quiz', code: 'abcd2345', title: 'T', ownerId: 'owner' },
};
const q = (id: string, title = id): QuizQuestion => ({
  question_id: id,
  question_type: 'basic',
  kind: 'multiple_choice',
  title,
  time_limit: 30,
  explanation: '',
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    { answer_id: `${id}a`, title: 'Yes', is_correct: true, score: 1000 },
    { answer_id: `${id}b`, title: 'No', is_correct: false, score: 0 },
  ],
});
const { given } = deciderSpec({ decide, evolve, initialState });

describe('saving the question list', () => {
  it('adds new questions at their positions', () => {
    const events = decide(
      { type: 'SaveQuestions', data: { questions: [q('1'), q('2')] }, actor: owner },
      given(created).state,
    );
    expect(events.map((e) => e.type)).toEqual(['QuestionAdded', 'QuestionAdded']);
  });

  it('records nothing when nothing changed', () => {
    const withTwo = given(
      created,
      ...decide(
        { type: 'SaveQuestions', data: { questions: [q('1'), q('2')] }, actor: owner },
        given(created).state,
      ),
    ).state;
    expect(
      decide({ type: 'SaveQuestions', data: { questions: [q('1'), q('2')] }, actor: owner }, withTwo),
    ).toEqual([]);
  });

  it('records a move as a reorder, and folding the events gives the editor’s list', () => {
    const withThree = given(
      created,
      ...decide(
        { type: 'SaveQuestions', data: { questions: [q('1'), q('2'), q('3')] }, actor: owner },
        given(created).state,
      ),
    ).state;
    const edited = [q('3'), q('1', 'changed'), q('4')];
    const events = decide({ type: 'SaveQuestions', data: { questions: edited }, actor: owner }, withThree);
    expect(events.map((e) => e.type).sort()).toEqual([
      'QuestionAdded',
      'QuestionRemoved',
      'QuestionUpdated',
      'QuestionsReordered',
    ]);
    const after = events.reduce(evolve, withThree);
    expect(after.status === 'created' && after.questions.map((x) => `${x.question_id}:${x.title}`)).toEqual([
      '3:3',
      '1:changed',
      '4:4',
    ]);
  });

  it('refuses duplicate question ids', () => {
    expect(() =>
      decide(
        { type: 'SaveQuestions', data: { questions: [q('1'), q('1')] }, actor: owner },
        given(created).state,
      ),
    ).toThrow('question_duplicate');
  });
});

describe('choosing the questions a game plays', () => {
  const all = ['1', '2', '3', '4'].map((id) => q(id));
  it('plays the first N in order when the order is fixed', () => {
    expect(
      questionsToPlay(all, { ...DEFAULT_QUIZ_SETTINGS, showNumberQuestion: 2 }, () => 0).map(
        (x) => x.question_id,
      ),
    ).toEqual(['1', '2']);
  });
  it('plays a random subset of N when the order is random', () => {
    const picked = questionsToPlay(
      all,
      { ...DEFAULT_QUIZ_SETTINGS, isRandomQuestionOrder: true, showNumberQuestion: 3 },
      () => 0,
    );
    expect(picked).toHaveLength(3);
    expect(new Set(picked.map((x) => x.question_id)).size).toBe(3);
    expect(picked.map((x) => x.question_id)).not.toEqual(['1', '2', '3']);
  });
});

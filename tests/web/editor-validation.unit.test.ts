import { describe, expect, it } from 'vitest';
import type { EditorQuizView } from '../../api/contracts/quizzes.ts';
import type { BasicQuestion } from '../../domain/question-types/basic/index.ts';
import { clampInput, digitsOnly } from '../../web/components/number-input.ts';
import { newQuestion } from '../../web/features/editor/question-factory.ts';
import {
  listProblem,
  problemFromDetails,
  problemPlace,
  questionProblems,
} from '../../web/features/editor/question-problems.ts';
import {
  draftOf,
  draftProblems,
  isDirty,
  problemCount,
  updateBodyOf,
} from '../../web/features/editor/quiz-draft.ts';
import { apiErrorFromBody } from '../../web/http/api-error.ts';

let next = 0;
const deps = { newId: () => `id-${++next}`, trueLabel: 'True', falseLabel: 'False' };

/** A multiple-choice question a game can play (basic: the tests reach into its answers). */
function playable(): BasicQuestion {
  const question = newQuestion({ type: 'basic', kind: 'multiple_choice' }, deps);
  if (question.question_type !== 'basic') throw new Error('basic');
  return {
    ...question,
    title: 'Capital of Norway?',
    answers: question.answers.map((a, i) => ({ ...a, title: ['Oslo', 'Bergen'][i]! })),
  };
}

const quiz: EditorQuizView = {
  _id: '6f1c1f4e-8f55-4a6b-9d8e-0d8f0f6f7a10',
  code: 'abcdefgh',
  title: 'Europe',
  user_id: 'u1',
  can_edit: true,
  description: '',
  status: true,
  is_random_question_order: false,
  show_correct_answer: true,
  show_result_on_user_device: true,
  type: 'quiz',
  limit_player: 5,
  show_number_question: 10,
  speed_scoring: true,
  custom_message: '',
  tags: [],
  countries: [],
  age: [0, 99],
  difficult: 5,
  class_subject: '',
  class_grade: [],
  questions: [],
  version: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('question problems (the server’s checkQuestion, run in the browser)', () => {
  it('finds nothing wrong with a playable question', () => {
    expect(questionProblems([playable()])).toEqual([null]);
  });

  it('names the answer that is empty, counting from 0', () => {
    const question = playable();
    question.answers[1]!.title = '  ';
    expect(questionProblems([playable(), question])).toEqual([
      null,
      { code: 'answer_title_required', answer: 1 },
    ]);
  });

  it('uses the server’s codes', () => {
    expect(questionProblems([{ ...playable(), title: '' }])[0]).toEqual({ code: 'question_title_required' });
    expect(questionProblems([{ ...playable(), time_limit: 2 }])[0]).toEqual({ code: 'time_limit_invalid' });
    const noneCorrect = playable();
    noneCorrect.answers[0]!.is_correct = false;
    expect(questionProblems([noneCorrect])[0]).toEqual({ code: 'answer_correct_required' });
  });

  it('says where each problem is shown', () => {
    expect(problemPlace({ code: 'question_title_required' })).toBe('title');
    expect(problemPlace({ code: 'time_limit_invalid' })).toBe('time');
    expect(problemPlace({ code: 'answer_correct_required' })).toBe('answers');
    expect(problemPlace({ code: 'answer_title_required', answer: 0 })).toBe('answer_title');
    expect(problemPlace({ code: 'answer_score_invalid', answer: 0 })).toBe('answer_score');
    // The server's text rule: at the answer it names, else at the question's text.
    expect(problemPlace({ code: 'text_invalid_characters', answer: 1 })).toBe('answer_title');
    expect(problemPlace({ code: 'text_invalid_characters' })).toBe('title');
  });

  it('finds problems of the list as a whole', () => {
    const question = playable();
    expect(listProblem([question, question])).toBe('question_duplicate');
    expect(listProblem(Array.from({ length: 201 }, () => playable()))).toBe('questions_too_many');
    expect(listProblem([playable()])).toBeNull();
  });

  it('keeps the details of an error reply, which name the question and answer', () => {
    const error = apiErrorFromBody(
      { error: { code: 'answer_title_required', message: 'x', details: { question: 2, answer: 1 } } },
      400,
    );
    expect(error?.details).toEqual({ question: 2, answer: 1 });
    expect(apiErrorFromBody({ error: { code: 'no_permission', message: 'x' } }, 403)?.details).toBeNull();
  });

  it('reads the question and answer a refused save names, from 1-based to 0-based', () => {
    expect(problemFromDetails('answer_title_required', { question: 2, answer: 1 }, 3)).toEqual({
      question: 1,
      problem: { code: 'answer_title_required', answer: 0 },
    });
    expect(problemFromDetails('time_limit_invalid', { question: 1 }, 1)).toEqual({
      question: 0,
      problem: { code: 'time_limit_invalid' },
    });
    expect(problemFromDetails('question_duplicate', null, 3)).toBeNull();
    expect(problemFromDetails('answers_too_few', { question: 9 }, 3)).toBeNull();
  });
});

describe('the quiz draft', () => {
  it('is clean as loaded, and dirty after any change', () => {
    const draft = draftOf(quiz);
    expect(isDirty(draft, quiz)).toBe(false);
    expect(isDirty({ ...draft, title: 'Asia' }, quiz)).toBe(true);
    expect(isDirty({ ...draft, questions: [playable()] }, quiz)).toBe(true);
  });

  it('sends only the fields that changed to PUT /api/quizzes/update', () => {
    const draft = draftOf(quiz);
    expect(updateBodyOf(draft, quiz)).toBeNull();
    expect(
      updateBodyOf(
        {
          ...draft,
          description: 'Capitals',
          settings: { ...draft.settings, limit_player: 40, speed_scoring: false },
        },
        quiz,
      ),
    ).toEqual({ _id: quiz._id, description: 'Capitals', limit_player: 40, speed_scoring: false });
    // The questions have their own call.
    expect(updateBodyOf({ ...draft, questions: [playable()] }, quiz)).toBeNull();
  });

  it('checks the title, description and settings with the server’s rules and codes', () => {
    const draft = draftOf(quiz);
    const problems = draftProblems({
      ...draft,
      title: ' ',
      description: 'x'.repeat(2001),
      settings: { ...draft.settings, limit_player: 0, show_number_question: 0 },
      questions: [{ ...playable(), title: '' }],
    });
    expect(problems.details).toEqual({
      title: 'quiz_title_required',
      description: 'quiz_description_too_long',
      limit_player: 'limit_player_invalid',
    });
    expect(problemCount(problems)).toBe(4);
  });
});

describe('numeric inputs (spec §2: digits only, clamped on blur)', () => {
  it('keeps only digits while typing', () => {
    expect(digitsOnly('1 000')).toBe('1000');
    expect(digitsOnly('-12.5s')).toBe('125');
    expect(digitsOnly('abc')).toBe('');
  });

  it('clamps into the range when the box is left, and falls back when it is empty', () => {
    expect(clampInput('2', 5, 600, 30)).toBe(5);
    expect(clampInput('9999', 5, 600, 30)).toBe(600);
    expect(clampInput('45', 5, 600, 30)).toBe(45);
    expect(clampInput('', 5, 600, 30)).toBe(30);
    expect(clampInput('99999999999999999999', 0, 10000, 1000)).toBe(10000);
  });
});

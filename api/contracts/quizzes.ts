import Type from 'typebox';
import { DESCRIPTION_MAX, QUESTIONS_MAX } from '../../domain/quiz/decide.ts';
import {
  ANSWER_TITLE_MAX,
  ANSWERS_MAX,
  LIMIT_PLAYER_MAX,
  QUESTION_TITLE_MAX,
  QUIZ_TITLE_MAX_LENGTH,
} from '../../domain/quiz/rules.ts';

/*
 * Quiz calls (spec §7 "Play and quizzes"). maxLength values here are
 * transport guards; the rules with their translated errors live in
 * domain/quiz/rules.ts and run in the browser too.
 */

const Id = Type.String({ minLength: 1, maxLength: 64 });

export const AnswerView = Type.Object({
  answer_id: Id,
  title: Type.String({ maxLength: ANSWER_TITLE_MAX * 4 }),
  is_correct: Type.Boolean(),
  score: Type.Integer({ minimum: 0 }),
});

export const QuestionView = Type.Object({
  question_id: Id,
  kind: Type.Union([Type.Literal('multiple_choice'), Type.Literal('true_false'), Type.Literal('poll')]),
  title: Type.String({ maxLength: QUESTION_TITLE_MAX * 4 }),
  time_limit: Type.Integer({ description: 'seconds' }),
  answers_required: Type.Union([Type.Literal('one'), Type.Literal('all')]),
  chart_type: Type.Union([Type.Literal('bar'), Type.Literal('pie')]),
  answers: Type.Array(AnswerView, { maxItems: ANSWERS_MAX * 2 }),
});
export type QuestionView = Type.Static<typeof QuestionView>;

/** An answer as read: the answer key (`is_correct`, `score`) only for those who may edit the quiz. */
export const AnswerReadView = Type.Object({
  answer_id: Id,
  title: Type.String(),
  is_correct: Type.Optional(Type.Boolean()),
  score: Type.Optional(Type.Integer({ minimum: 0 })),
});

export const QuestionReadView = Type.Object({
  ...QuestionView.properties,
  answers: Type.Array(AnswerReadView),
});

/**
 * The quiz as the read side shows it; field names follow spec §3. Someone
 * who may not edit it (`can_edit` false) sees it without the answer key and
 * without the owner's id; an inactive quiz is not shown to them at all.
 */
export const QuizView = Type.Object({
  _id: Type.String(),
  code: Type.String(),
  title: Type.String(),
  user_id: Type.Union([Type.String(), Type.Null()], { description: "the owner's id; null unless can_edit" }),
  can_edit: Type.Boolean({ description: 'the caller may edit the quiz, and sees its answer key' }),
  description: Type.String(),
  status: Type.Boolean({ description: 'active: only an active quiz can go live' }),
  is_random_question_order: Type.Boolean(),
  show_correct_answer: Type.Boolean(),
  show_result_on_user_device: Type.Boolean(),
  limit_player: Type.Integer(),
  show_number_question: Type.Integer(),
  speed_scoring: Type.Boolean(),
  questions: Type.Array(QuestionReadView),
  playing_counter: Type.Optional(Type.Integer({ description: 'games played' })),
  version: Type.Integer({ description: 'stream version this view reflects' }),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type QuizView = Type.Static<typeof QuizView>;

/** The quiz as its editors get it (`can_edit` true): the answer key is always there. */
export const EditorQuizView = Type.Object({ ...QuizView.properties, questions: Type.Array(QuestionView) });
export type EditorQuizView = Type.Static<typeof EditorQuizView>;

/** The quiz as an editor view, or null when the caller may not edit it (and so has no answer key). */
export function asEditorView(quiz: QuizView): EditorQuizView | null {
  const complete = quiz.questions.every((q) =>
    q.answers.every((a) => a.is_correct !== undefined && a.score !== undefined),
  );
  return quiz.can_edit && complete ? (quiz as EditorQuizView) : null;
}

const TitleInput = Type.String({ maxLength: QUIZ_TITLE_MAX_LENGTH * 4 });

export const CreateQuizBody = Type.Object({
  title: TitleInput,
  /** The solved proof-of-work challenge from GET /api/captcha (spec §7 captcha_response). */
  captcha_response: Type.String({ maxLength: 4096 }),
});
export type CreateQuizBody = Type.Static<typeof CreateQuizBody>;

export const CreatedQuiz = Type.Object({ _id: Type.String(), code: Type.String() });
export type CreatedQuiz = Type.Static<typeof CreatedQuiz>;

/** Any of the quiz's own fields; what is left out stays as it is. */
export const UpdateQuizBody = Type.Object({
  _id: Type.String({ format: 'uuid' }),
  title: Type.Optional(TitleInput),
  description: Type.Optional(Type.String({ maxLength: DESCRIPTION_MAX * 4 })),
  is_random_question_order: Type.Optional(Type.Boolean()),
  show_correct_answer: Type.Optional(Type.Boolean()),
  show_result_on_user_device: Type.Optional(Type.Boolean()),
  limit_player: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMIT_PLAYER_MAX })),
  show_number_question: Type.Optional(Type.Integer({ minimum: 1, maximum: QUESTIONS_MAX })),
  speed_scoring: Type.Optional(Type.Boolean()),
});
export type UpdateQuizBody = Type.Static<typeof UpdateQuizBody>;

export const SaveQuestionsBody = Type.Object({
  questions: Type.Array(QuestionView, { maxItems: QUESTIONS_MAX }),
});

/** Any string: an id that is not a quiz id is simply a quiz that does not exist (404, not 400). */
export const QuizIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

/** A proof-of-work challenge for the browser to solve (ALTCHA). */
export const CaptchaChallenge = Type.Object({
  algorithm: Type.String(),
  challenge: Type.String(),
  maxnumber: Type.Optional(Type.Integer()),
  salt: Type.String(),
  signature: Type.String(),
});

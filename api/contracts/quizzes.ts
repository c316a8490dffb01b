import Type from 'typebox';
import { QuizQuestionSchema } from '../../domain/question-types/registry.ts';
import { DESCRIPTION_MAX, QUESTIONS_MAX } from '../../domain/quiz/decide.ts';
import { LIMIT_PLAYER_MAX, QUIZ_TITLE_MAX_LENGTH } from '../../domain/quiz/rules.ts';
import { pictureFields } from '../../domain/shared/picture.ts';

/*
 * Quiz calls (spec §7 "Play and quizzes"). maxLength values here are
 * transport guards; the rules with their translated errors live in
 * domain/quiz/rules.ts and run in the browser too.
 */

/**
 * A question as authored: one shape per question type (domain/question-types), told apart by
 * `question_type`. The editor sends and receives it as it is; so does the quiz's event log.
 */
export const QuestionView = QuizQuestionSchema;
export type QuestionView = Type.Static<typeof QuestionView>;

/**
 * A question as someone who may not edit the quiz reads it: the common fields and the type's public
 * part (no answer key, no explanation; domain/question-types `publicView`). The type's own fields pass
 * through as they are.
 */
export const QuestionReadView = Type.Object(
  {
    question_id: Type.String(),
    question_type: Type.String(),
    title: Type.String(),
    time_limit: Type.Integer(),
    image: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    explanation: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

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
  /** The cover picture (spec Quiz image fields; domain/shared/picture.ts). */
  ...pictureFields,
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
  return quiz.can_edit ? (quiz as EditorQuizView) : null;
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
  /** The cover picture: sending `image` (null removes it) replaces all five fields at once. */
  ...pictureFields,
});
export type UpdateQuizBody = Type.Static<typeof UpdateQuizBody>;

export const SaveQuestionsBody = Type.Object({
  questions: Type.Array(QuestionView, { maxItems: QUESTIONS_MAX }),
});
export type SaveQuestionsBody = Type.Static<typeof SaveQuestionsBody>;

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

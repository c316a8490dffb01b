import Type from 'typebox';
import { QuizQuestionSchema } from '../../domain/question-types/registry.ts';
import {
  AGE_MAX,
  AGE_MIN,
  CLASS_SUBJECT_MAX,
  COUNTRIES_MAX,
  CUSTOM_MESSAGE_MAX,
  DIFFICULT_MAX,
  DIFFICULT_MIN,
  GRADE_MAX,
  GRADE_MIN,
  TAG_MAX_LENGTH,
  TAGS_MAX,
} from '../../domain/quiz/audience.ts';
import { DESCRIPTION_MAX, QUESTIONS_MAX } from '../../domain/quiz/decide.ts';
import { QuizLookSchema } from '../../domain/quiz/look.ts';
import { LIMIT_PLAYER_MAX, QUIZ_TITLE_MAX_LENGTH } from '../../domain/quiz/rules.ts';
import { pictureFields } from '../../domain/shared/picture.ts';
import { closed, QuestionInput } from './closed.ts';

/*
 * Quiz calls (spec §7 "Play and quizzes"). maxLength values here are
 * transport guards; the rules with their translated errors live in
 * domain/quiz/rules.ts and run in the browser too.
 */

/**
 * A question as authored: one shape per question type (domain/question-types), told apart by
 * `question_type`. The editor sends and receives it as it is; so does the quiz's event log.
 */

/** Spec Quiz `type`: a quiz scores, a poll only gathers opinions (domain/quiz/quiz-type.ts). */
const QuizTypeSchema = Type.Union([Type.Literal('quiz'), Type.Literal('poll')], {
  description: 'quiz (default) or poll: a poll has no right answers and scores nothing',
});
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
  type: QuizTypeSchema,
  /** Shown to players when the quiz ends. */
  custom_message: Type.String(),
  tags: Type.Array(Type.String()),
  countries: Type.Array(Type.String({ description: 'ISO 3166-1 alpha-2' })),
  age: Type.Tuple([Type.Integer(), Type.Integer()], { description: '[youngest, oldest]' }),
  difficult: Type.Integer({ description: '1 easy, 5 normal, 10 hard (any 1–10 is kept)' }),
  class_subject: Type.String(),
  class_grade: Type.Array(Type.Integer()),
  /** The cover picture (spec Quiz image fields; domain/shared/picture.ts). */
  ...pictureFields,
  questions: Type.Array(QuestionReadView),
  /** Theme, colours, background and music (domain/quiz/look.ts); always sent, the defaults until changed. */
  look: Type.Optional(QuizLookSchema),
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

export const CreateQuizBody = closed(
  Type.Object({
    title: TitleInput,
    /** The solved proof-of-work challenge from GET /api/captcha (spec §7 captcha_response). */
    captcha_response: Type.String({ maxLength: 4096 }),
  }),
);
export type CreateQuizBody = Type.Static<typeof CreateQuizBody>;

export const CreatedQuiz = Type.Object({ _id: Type.String(), code: Type.String() });
export type CreatedQuiz = Type.Static<typeof CreatedQuiz>;

/**
 * The stream version the editor's copy reflects (`version` of the quiz it read). When given, a change
 * made meanwhile elsewhere (another tab, another editor) is a 409 `quiz_edit_conflict`, never overwritten.
 */
const ExpectedVersion = Type.Optional(Type.Integer({ minimum: 0 }));

/** Any of the quiz's own fields; what is left out stays as it is. */
export const UpdateQuizBody = closed(
  Type.Object({
    _id: Type.String({ format: 'uuid' }),
    expected_version: ExpectedVersion,
    title: Type.Optional(TitleInput),
    description: Type.Optional(Type.String({ maxLength: DESCRIPTION_MAX * 4 })),
    is_random_question_order: Type.Optional(Type.Boolean()),
    show_correct_answer: Type.Optional(Type.Boolean()),
    show_result_on_user_device: Type.Optional(Type.Boolean()),
    limit_player: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMIT_PLAYER_MAX })),
    show_number_question: Type.Optional(Type.Integer({ minimum: 1, maximum: QUESTIONS_MAX })),
    speed_scoring: Type.Optional(Type.Boolean()),
    type: Type.Optional(QuizTypeSchema),
    custom_message: Type.Optional(Type.String({ maxLength: CUSTOM_MESSAGE_MAX * 4 })),
    tags: Type.Optional(
      Type.Array(Type.String({ maxLength: TAG_MAX_LENGTH * 4 }), { maxItems: TAGS_MAX * 2 }),
    ),
    countries: Type.Optional(Type.Array(Type.String({ maxLength: 8 }), { maxItems: COUNTRIES_MAX * 2 })),
    age: Type.Optional(
      Type.Tuple([
        Type.Integer({ minimum: AGE_MIN, maximum: AGE_MAX }),
        Type.Integer({ minimum: AGE_MIN, maximum: AGE_MAX }),
      ]),
    ),
    difficult: Type.Optional(Type.Integer({ minimum: DIFFICULT_MIN, maximum: DIFFICULT_MAX })),
    class_subject: Type.Optional(Type.String({ maxLength: CLASS_SUBJECT_MAX * 4 })),
    class_grade: Type.Optional(
      Type.Array(Type.Integer({ minimum: GRADE_MIN, maximum: GRADE_MAX }), { maxItems: GRADE_MAX }),
    ),
    /** The cover picture: sending `image` (null removes it) replaces all five fields at once. */
    ...pictureFields,
  }),
);
export type UpdateQuizBody = Type.Static<typeof UpdateQuizBody>;

export const SaveQuestionsBody = closed(
  Type.Object({
    questions: Type.Array(QuestionInput, { maxItems: QUESTIONS_MAX }),
    expected_version: ExpectedVersion,
    /** For a new question that copies another: its id → the copied question's id (logged as clone_question). */
    cloned_from: Type.Optional(
      Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 64 }), {
        maxProperties: QUESTIONS_MAX,
      }),
    ),
  }),
);
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

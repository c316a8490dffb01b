import Type from 'typebox';
import { QUIZ_TITLE_MAX_LENGTH } from '../../domain/quiz/rules.ts';

/** The quiz as the read side shows it; field names follow spec §3. */
export const QuizView = Type.Object({
  _id: Type.String(),
  code: Type.String(),
  title: Type.String(),
  user_id: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer({ description: 'stream version this view reflects' }),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type QuizView = Type.Static<typeof QuizView>;

// maxLength here is a transport guard; the rule with its translated error lives in domain/quiz/rules.ts.
const TitleInput = Type.String({ maxLength: QUIZ_TITLE_MAX_LENGTH * 4 });

export const CreateQuizBody = Type.Object({
  title: TitleInput,
  captcha_response: Type.Optional(Type.String({ maxLength: 4096 })),
});
export type CreateQuizBody = Type.Static<typeof CreateQuizBody>;

export const CreatedQuiz = Type.Object({ _id: Type.String(), code: Type.String() });
export type CreatedQuiz = Type.Static<typeof CreatedQuiz>;

export const UpdateQuizBody = Type.Object({
  _id: Type.String({ format: 'uuid' }),
  title: TitleInput,
});
export type UpdateQuizBody = Type.Static<typeof UpdateQuizBody>;

/** Any string: an id that is not a quiz id is simply a quiz that does not exist (404, not 400). */
export const QuizIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

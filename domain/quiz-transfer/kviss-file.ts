import Type from 'typebox';
import { Value } from 'typebox/value';
import { type QuizQuestion, QuizQuestionSchema } from '../question-types/registry.ts';
import { CUSTOM_MESSAGE_MAX, checkCustomMessage } from '../quiz/audience.ts';
import { DESCRIPTION_MAX, QUESTIONS_MAX } from '../quiz/decide.ts';
import { checkLook, type QuizLook, QuizLookSchema } from '../quiz/look.ts';
import { pollScoredQuestion } from '../quiz/quiz-type.ts';
import {
  checkQuizTitle,
  checkSettings,
  LIMIT_PLAYER_MAX,
  type QuizSettings,
  type QuizType,
} from '../quiz/rules.ts';
import { checkPicture, PICTURE_PATH_MAX, type PictureFields, pictureFields } from '../shared/picture.ts';
import { everyProblem } from './every-problem.ts';
import type { ImportedPicture, ImportProblem, ImportResult } from './import-problem.ts';
import { MEDIA_ENTRIES_MAX, pictureBytesOf, uploadedPicturesOf } from './kviss-media.ts';

/*
 * Kviss's own quiz file: everything needed to build the quiz again, in the spec's field names, so the
 * file reads like the API. Versioned: a later Kviss reads version 1 files forever.
 *
 * Uploaded pictures travel in the file (`media`, kviss-media.ts): keyed by the `/media/...` path the
 * quiz uses, each holds the picture's bytes as a data URL, and an import stores them again. Sounds,
 * videos and pictures whose files are gone stay as paths: on the same installation they still work.
 */
export const KVISS_FILE_FORMAT = 'kviss-quiz';
export const KVISS_FILE_VERSION = 1;

export const KvissFileSettingsSchema = Type.Object({
  is_random_question_order: Type.Boolean(),
  show_correct_answer: Type.Boolean(),
  show_result_on_user_device: Type.Boolean(),
  limit_player: Type.Integer({ minimum: 1, maximum: LIMIT_PLAYER_MAX }),
  show_number_question: Type.Integer({ minimum: 1, maximum: QUESTIONS_MAX }),
  speed_scoring: Type.Boolean(),
  /** Absent in files from before it was carried: a quiz. */
  type: Type.Optional(Type.Union([Type.Literal('quiz'), Type.Literal('poll')])),
});
export type KvissFileSettings = Type.Static<typeof KvissFileSettingsSchema>;

/** The file's outer shape; each question is checked on its own, so every bad one is named. */
const KvissFileSchema = Type.Object({
  format: Type.Literal(KVISS_FILE_FORMAT),
  version: Type.Literal(KVISS_FILE_VERSION),
  quiz: Type.Object({
    title: Type.String({ maxLength: 1000 }),
    description: Type.String({ maxLength: DESCRIPTION_MAX * 4 }),
    settings: KvissFileSettingsSchema,
    ...pictureFields,
    /** Absent in files from before they were carried. */
    custom_message: Type.Optional(Type.String({ maxLength: CUSTOM_MESSAGE_MAX * 4 })),
    look: Type.Optional(QuizLookSchema),
    questions: Type.Array(Type.Unknown()),
  }),
  media: Type.Optional(
    Type.Record(Type.String({ maxLength: PICTURE_PATH_MAX }), Type.String(), {
      maxProperties: MEDIA_ENTRIES_MAX,
    }),
  ),
});

/** A question in the file: as authored, without its id (the imported quiz's questions get new ones). */
export type KvissFileQuestion = Omit<QuizQuestion, 'question_id'>;

export interface KvissFile {
  format: typeof KVISS_FILE_FORMAT;
  version: typeof KVISS_FILE_VERSION;
  quiz: {
    title: string;
    description: string;
    settings: KvissFileSettings;
    custom_message?: string;
    look?: QuizLook;
    questions: KvissFileQuestion[];
  } & PictureFields;
  /** Uploaded pictures by the path the quiz uses, as data URLs; absent when the quiz has none. */
  media?: Record<string, string>;
}

/** What the export needs of a quiz (its read model has more). */
export interface ExportableQuiz extends PictureFields {
  title: string;
  description: string;
  is_random_question_order: boolean;
  show_correct_answer: boolean;
  show_result_on_user_device: boolean;
  limit_player: number;
  show_number_question: number;
  speed_scoring: boolean;
  type?: QuizType;
  custom_message?: string;
  look?: QuizLook;
  questions: readonly QuizQuestion[];
}

export function toKvissFile(quiz: ExportableQuiz): KvissFile {
  const picture: PictureFields = {};
  for (const key of [
    'image',
    'image_original',
    'image_placeholder',
    'image_source',
    'image_coordinates',
  ] as const)
    if (quiz[key] != null) Object.assign(picture, { [key]: quiz[key] });
  return {
    format: KVISS_FILE_FORMAT,
    version: KVISS_FILE_VERSION,
    quiz: {
      title: quiz.title,
      description: quiz.description,
      settings: {
        is_random_question_order: quiz.is_random_question_order,
        show_correct_answer: quiz.show_correct_answer,
        show_result_on_user_device: quiz.show_result_on_user_device,
        limit_player: quiz.limit_player,
        show_number_question: quiz.show_number_question,
        speed_scoring: quiz.speed_scoring,
        type: quiz.type ?? 'quiz',
      },
      ...picture,
      ...(quiz.custom_message ? { custom_message: quiz.custom_message } : {}),
      ...(quiz.look ? { look: quiz.look } : {}),
      questions: quiz.questions.map(({ question_id: _id, ...rest }) => rest),
    },
  };
}

/** Whether parsed JSON says it is a Kviss quiz file (of any version): told by content, not by name. */
export function looksLikeKvissFile(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { format?: unknown }).format === KVISS_FILE_FORMAT
  );
}

export interface KvissFileDeps {
  newId: () => string;
  /** The text rule of every request (api text boundary): the path of the first bad string, or null. */
  firstBadText: (value: unknown) => string | null;
}

/**
 * The quiz in a Kviss file, checked as the editor and the quiz commands check it; or every problem,
 * each with its question's number.
 */
export function readKvissFile(parsed: unknown, deps: KvissFileDeps): ImportResult {
  if (looksLikeKvissFile(parsed) && (parsed as { version?: unknown }).version !== KVISS_FILE_VERSION)
    return { problems: [{ code: 'import_file_version_unknown' }] };
  if (!Value.Check(KvissFileSchema, parsed)) return { problems: [{ code: 'import_file_malformed' }] };
  const { quiz } = parsed;
  const problems: ImportProblem[] = [];
  const title = checkQuizTitle(quiz.title);
  if ('problem' in title) problems.push({ code: title.problem });
  const description = quiz.description.normalize('NFC').trim();
  if ([...description].length > DESCRIPTION_MAX) problems.push({ code: 'quiz_description_too_long' });
  const settings: QuizSettings = {
    isRandomQuestionOrder: quiz.settings.is_random_question_order,
    showCorrectAnswer: quiz.settings.show_correct_answer,
    showResultOnUserDevice: quiz.settings.show_result_on_user_device,
    limitPlayer: quiz.settings.limit_player,
    showNumberQuestion: quiz.settings.show_number_question,
    speedScoring: quiz.settings.speed_scoring,
    type: quiz.settings.type ?? 'quiz',
  };
  const settingsProblem = checkSettings(settings);
  if (settingsProblem) problems.push({ code: settingsProblem });
  const {
    title: _t,
    description: _d,
    settings: _s,
    custom_message: rawMessage,
    look: rawLook,
    questions: rawQuestions,
    ...pictureFieldsOfQuiz
  } = quiz;
  const message = checkCustomMessage(rawMessage ?? '');
  if ('problem' in message) problems.push({ code: message.problem });
  const look = rawLook ? checkLook(rawLook) : null;
  if (look && 'problem' in look) problems.push({ code: look.problem });
  const picture = checkPicture(pictureFieldsOfQuiz);
  if ('problem' in picture) problems.push({ code: picture.problem });
  const quizText = deps.firstBadText({
    title: quiz.title,
    description: quiz.description,
    custom_message: rawMessage ?? '',
    ...(rawLook ? { look: rawLook } : {}),
    ...pictureFieldsOfQuiz,
  });
  if (quizText !== null) problems.push({ code: 'text_invalid_characters' });
  if (rawQuestions.length > QUESTIONS_MAX) {
    problems.push({ code: 'questions_too_many', max: QUESTIONS_MAX });
    return { problems };
  }

  const questions: QuizQuestion[] = [];
  rawQuestions.forEach((raw, index) => {
    const number = index + 1;
    const withId = typeof raw === 'object' && raw !== null ? { ...raw, question_id: deps.newId() } : raw;
    if (!Value.Check(QuizQuestionSchema, withId)) {
      problems.push({ code: 'import_question_malformed', question: number });
      return;
    }
    if (deps.firstBadText({ questions: [withId] }) !== null) {
      problems.push({ code: 'text_invalid_characters', question: number });
      return;
    }
    for (const found of everyProblem(withId)) {
      problems.push({
        code: found.code,
        question: number,
        ...(found.answer === undefined ? {} : { answer: found.answer + 1 }),
      });
    }
    questions.push(withId);
  });
  // A poll's questions score nothing (quiz-type.ts): the first one that would is named.
  const scored = pollScoredQuestion(settings.type, questions);
  if (scored) problems.push({ code: scored.problem, question: scored.question });
  const checkedLook = look && 'look' in look ? look.look : null;
  const pictures = picturesCarried(
    parsed.media ?? {},
    { ...pictureFieldsOfQuiz, look: checkedLook, questions },
    problems,
  );
  if (problems.length > 0) return { problems };
  return {
    quiz: {
      title: 'title' in title ? title.title : '',
      description,
      settings,
      picture: 'picture' in picture && picture.picture.image ? picture.picture : null,
      customMessage: 'message' in message ? message.message : '',
      look: checkedLook,
      questions,
    },
    pictures,
  };
}

/**
 * The carried pictures the quiz uses, each with where it is used; a damaged one is a problem of the
 * question that shows it. Entries the quiz does not use are not stored.
 */
function picturesCarried(
  media: Readonly<Record<string, string>>,
  quiz: Parameters<typeof uploadedPicturesOf>[0],
  problems: ImportProblem[],
): ImportedPicture[] {
  const pictures: ImportedPicture[] = [];
  for (const [path, use] of uploadedPicturesOf(quiz)) {
    if (!Object.hasOwn(media, path)) continue;
    const bytes = pictureBytesOf(media[path]!);
    const where = use === 0 ? {} : { question: use };
    if (!bytes) problems.push({ code: 'upload_invalid_type', ...where });
    else pictures.push({ path, ...where, ...bytes });
  }
  return pictures;
}

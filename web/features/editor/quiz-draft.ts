import type { EditorQuizView, UpdateQuizBody } from '../../../api/contracts/quizzes.ts';
import { checkAudience, checkCustomMessage, type QuizAudience } from '../../../domain/quiz/audience.ts';
import { DESCRIPTION_MAX } from '../../../domain/quiz/decide.ts';
import { checkQuizTitle, checkSettings, type QuizType } from '../../../domain/quiz/rules.ts';
import { checkPicture, type PictureFields } from '../../../domain/shared/picture.ts';
import type { DraftQuestion } from './question-factory.ts';
import { listProblem, type QuestionProblemAt, questionProblems } from './question-problems.ts';

/** The settings the editor changes (spec §3 field names, as `PUT /api/quizzes/update` takes them). */
export interface DraftSettings {
  is_random_question_order: boolean;
  show_correct_answer: boolean;
  show_result_on_user_device: boolean;
  limit_player: number;
  show_number_question: number;
  speed_scoring: boolean;
  /** Spec Quiz `type`: a poll scores nothing, so none of its questions may (domain/quiz/quiz-type.ts). */
  type: QuizType;
}

/** Everything autosave sends: the details and settings, and the whole question list. */
export interface QuizDraft {
  title: string;
  description: string;
  custom_message: string;
  /** Who the quiz is for (spec tags, countries, age, difficult, class_subject, class_grade). */
  audience: QuizAudience;
  settings: DraftSettings;
  /** The cover picture (spec Quiz image fields). */
  picture: PictureFields;
  questions: DraftQuestion[];
  /** Copies not saved yet: the copy's id → the copied question's id (the log says clone_question). */
  clones: Readonly<Record<string, string>>;
}

const PICTURE_KEYS = [
  'image',
  'image_original',
  'image_placeholder',
  'image_source',
  'image_coordinates',
] as const satisfies readonly (keyof PictureFields)[];

const pictureOf = (quiz: PictureFields): PictureFields =>
  Object.fromEntries(PICTURE_KEYS.map((key) => [key, quiz[key] ?? null])) as PictureFields;

export const SETTING_KEYS = [
  'is_random_question_order',
  'show_correct_answer',
  'show_result_on_user_device',
  'limit_player',
  'show_number_question',
  'speed_scoring',
  'type',
] as const satisfies readonly (keyof DraftSettings)[];

export function draftOf(quiz: EditorQuizView): QuizDraft {
  const settings = Object.fromEntries(
    SETTING_KEYS.map((key) => [key, quiz[key]]),
  ) as unknown as DraftSettings;
  return {
    title: quiz.title,
    description: quiz.description,
    custom_message: quiz.custom_message,
    audience: audienceOf(quiz),
    settings,
    picture: pictureOf(quiz),
    questions: quiz.questions,
    clones: {},
  };
}

const AUDIENCE_KEYS = [
  'tags',
  'countries',
  'age',
  'difficult',
  'class_subject',
  'class_grade',
] as const satisfies readonly (keyof QuizAudience)[];

const audienceOf = (quiz: QuizAudience): QuizAudience =>
  Object.fromEntries(AUDIENCE_KEYS.map((key) => [key, quiz[key]])) as unknown as QuizAudience;

/** The copies among the list's new questions, as `PUT …/questions` takes them (`cloned_from`). */
export function clonesToSend(draft: QuizDraft, saved: EditorQuizView): Record<string, string> | undefined {
  const stored = new Set(saved.questions.map((q) => q.question_id));
  const listed = new Set(draft.questions.map((q) => q.question_id));
  const entries = Object.entries(draft.clones).filter(
    ([copy, source]) => listed.has(copy) && !stored.has(copy) && (stored.has(source) || listed.has(source)),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The `PUT /api/quizzes/update` body with only what changed; null when nothing did. */
export function updateBodyOf(draft: QuizDraft, saved: EditorQuizView): UpdateQuizBody | null {
  const body: UpdateQuizBody = { _id: saved._id };
  if (draft.title !== saved.title) body.title = draft.title;
  if (draft.description !== saved.description) body.description = draft.description;
  if (draft.custom_message !== saved.custom_message) body.custom_message = draft.custom_message;
  for (const key of AUDIENCE_KEYS) {
    if (!same(draft.audience[key], saved[key])) Object.assign(body, { [key]: draft.audience[key] });
  }
  for (const key of SETTING_KEYS) {
    if (draft.settings[key] !== saved[key]) Object.assign(body, { [key]: draft.settings[key] });
  }
  // The five picture fields go together: the server replaces the cover as a whole.
  if (!same(pictureOf(draft.picture), pictureOf(saved))) Object.assign(body, pictureOf(draft.picture));
  return Object.keys(body).length > 1 ? body : null;
}

export function questionsChanged(draft: QuizDraft, saved: EditorQuizView): boolean {
  return !same(draft.questions, saved.questions);
}

export function isDirty(draft: QuizDraft, saved: EditorQuizView): boolean {
  return updateBodyOf(draft, saved) !== null || questionsChanged(draft, saved);
}

/** Problems with the details and settings, by field: the same rules and codes the server uses. */
export interface DetailProblems {
  title?: string;
  description?: string;
  custom_message?: string;
  audience?: string;
  image?: string;
  limit_player?: string;
  show_number_question?: string;
}

export function detailProblems(draft: QuizDraft): DetailProblems {
  const problems: DetailProblems = {};
  const title = checkQuizTitle(draft.title);
  if ('problem' in title) problems.title = title.problem;
  if ([...draft.description.normalize('NFC').trim()].length > DESCRIPTION_MAX)
    problems.description = 'quiz_description_too_long';
  if ('problem' in checkCustomMessage(draft.custom_message))
    problems.custom_message = 'custom_message_too_long';
  const audience = checkAudience(draft.audience);
  if ('problem' in audience) problems.audience = audience.problem;
  const picture = checkPicture(draft.picture);
  if ('problem' in picture) problems.image = picture.problem;
  const settings = checkSettings({
    isRandomQuestionOrder: draft.settings.is_random_question_order,
    showCorrectAnswer: draft.settings.show_correct_answer,
    showResultOnUserDevice: draft.settings.show_result_on_user_device,
    limitPlayer: draft.settings.limit_player,
    showNumberQuestion: draft.settings.show_number_question,
    speedScoring: draft.settings.speed_scoring,
    type: draft.settings.type,
  });
  if (settings === 'limit_player_invalid') problems.limit_player = settings;
  if (settings === 'show_number_question_invalid') problems.show_number_question = settings;
  return problems;
}

/** Every problem in the draft, found in the browser before anything is sent. */
export interface DraftProblems {
  details: DetailProblems;
  list: string | null;
  questions: (QuestionProblemAt | null)[];
}

export function draftProblems(draft: QuizDraft): DraftProblems {
  return {
    details: detailProblems(draft),
    list: listProblem(draft.questions),
    questions: questionProblems(draft.questions, draft.settings.type),
  };
}

export function problemCount(problems: DraftProblems): number {
  return (
    Object.keys(problems.details).length +
    (problems.list ? 1 : 0) +
    problems.questions.filter((p) => p !== null).length
  );
}

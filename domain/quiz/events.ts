import type { QuizQuestion } from '../question-types/registry.ts';
import { assertNever, type DomainEvent } from '../shared/event.ts';
import type { PictureFields } from '../shared/picture.ts';
import { DEFAULT_AUDIENCE, type QuizAudience } from './audience.ts';
import { DEFAULT_QUIZ_LOOK, type QuizLook } from './look.ts';
import { DEFAULT_QUIZ_SETTINGS, type QuizSettings } from './rules.ts';

export type QuizCreated = DomainEvent<
  'QuizCreated',
  { quizId: string; code: string; title: string; ownerId: string | null }
>;
export type QuizTitleChanged = DomainEvent<'QuizTitleChanged', { quizId: string; title: string }>;
export type QuizDescriptionChanged = DomainEvent<
  'QuizDescriptionChanged',
  { quizId: string; description: string }
>;
export type QuizSettingsChanged = DomainEvent<
  'QuizSettingsChanged',
  { quizId: string; settings: QuizSettings }
>;
/** Who the quiz is for (spec tags, countries, age, difficult, class_subject, class_grade), as a whole. */
export type QuizAudienceChanged = DomainEvent<
  'QuizAudienceChanged',
  { quizId: string; audience: QuizAudience }
>;
/** The message players read when the quiz ends (spec custom_message). */
export type QuizCustomMessageChanged = DomainEvent<
  'QuizCustomMessageChanged',
  { quizId: string; customMessage: string }
>;
/** The quiz's cover picture (spec Quiz image fields); null when it was removed. */
export type QuizImageChanged = DomainEvent<
  'QuizImageChanged',
  { quizId: string; picture: PictureFields | null }
>;
/** Spec §4: toggling logs the previous and the new status. */
export type QuizStatusChanged = DomainEvent<
  'QuizStatusChanged',
  { quizId: string; from: boolean; to: boolean }
>;
/** The quiz's theme, colours, background and music, whole (domain/quiz/look.ts). */
export type QuizLookChanged = DomainEvent<'QuizLookChanged', { quizId: string; look: QuizLook }>;
export type QuestionAdded = DomainEvent<
  'QuestionAdded',
  { quizId: string; question: QuizQuestion; position: number; clonedFrom: string | null }
>;
export type QuestionUpdated = DomainEvent<'QuestionUpdated', { quizId: string; question: QuizQuestion }>;
export type QuestionRemoved = DomainEvent<'QuestionRemoved', { quizId: string; questionId: string }>;
export type QuestionsReordered = DomainEvent<'QuestionsReordered', { quizId: string; questionIds: string[] }>;

export type QuizEvent =
  | QuizCreated
  | QuizTitleChanged
  | QuizDescriptionChanged
  | QuizSettingsChanged
  | QuizAudienceChanged
  | QuizCustomMessageChanged
  | QuizImageChanged
  | QuizStatusChanged
  | QuizLookChanged
  | QuestionAdded
  | QuestionUpdated
  | QuestionRemoved
  | QuestionsReordered;

export const QUIZ_EVENT_TYPES = [
  'QuizCreated',
  'QuizTitleChanged',
  'QuizDescriptionChanged',
  'QuizSettingsChanged',
  'QuizAudienceChanged',
  'QuizCustomMessageChanged',
  'QuizImageChanged',
  'QuizStatusChanged',
  'QuizLookChanged',
  'QuestionAdded',
  'QuestionUpdated',
  'QuestionRemoved',
  'QuestionsReordered',
] as const satisfies readonly QuizEvent['type'][];

export interface CreatedQuiz {
  status: 'created';
  quizId: string;
  code: string;
  title: string;
  ownerId: string | null;
  description: string;
  settings: QuizSettings;
  audience: QuizAudience;
  customMessage: string;
  /** The cover picture (spec Quiz image, image_original, image_placeholder, image_source, image_coordinates). */
  picture: PictureFields | null;
  /** Spec `status`: only an active quiz can go live. */
  active: boolean;
  questions: QuizQuestion[];
  /** Theme, colours, background and music; quizzes from before looks have the spec's defaults. */
  look: QuizLook;
}

export type QuizState = { status: 'absent' } | CreatedQuiz;

export const initialState: QuizState = { status: 'absent' };

export function evolve(state: QuizState, event: QuizEvent): QuizState {
  if (event.type === 'QuizCreated') {
    return {
      status: 'created',
      ...event.data,
      description: '',
      settings: DEFAULT_QUIZ_SETTINGS,
      audience: DEFAULT_AUDIENCE,
      customMessage: '',
      picture: null,
      active: true,
      questions: [],
      look: DEFAULT_QUIZ_LOOK,
    };
  }
  if (state.status !== 'created') return state;
  return evolveCreated(state, event);
}

/** Applies an event to an existing quiz; shared with the read model so both agree on the shape. */
export function evolveCreated(state: CreatedQuiz, event: Exclude<QuizEvent, QuizCreated>): CreatedQuiz {
  switch (event.type) {
    case 'QuizTitleChanged':
      return { ...state, title: event.data.title };
    case 'QuizDescriptionChanged':
      return { ...state, description: event.data.description };
    case 'QuizSettingsChanged':
      // Settings recorded before a field existed take its default.
      return { ...state, settings: { ...DEFAULT_QUIZ_SETTINGS, ...event.data.settings } };
    case 'QuizAudienceChanged':
      return { ...state, audience: event.data.audience };
    case 'QuizCustomMessageChanged':
      return { ...state, customMessage: event.data.customMessage };
    case 'QuizImageChanged':
      return { ...state, picture: event.data.picture };
    case 'QuizStatusChanged':
      return { ...state, active: event.data.to };
    case 'QuizLookChanged':
      return { ...state, look: event.data.look };
    case 'QuestionAdded': {
      const questions = [...state.questions];
      questions.splice(event.data.position, 0, event.data.question);
      return { ...state, questions };
    }
    case 'QuestionUpdated':
      return {
        ...state,
        questions: state.questions.map((q) =>
          q.question_id === event.data.question.question_id ? event.data.question : q,
        ),
      };
    case 'QuestionRemoved':
      return { ...state, questions: state.questions.filter((q) => q.question_id !== event.data.questionId) };
    case 'QuestionsReordered': {
      const byId = new Map(state.questions.map((q) => [q.question_id, q]));
      return { ...state, questions: event.data.questionIds.map((id) => byId.get(id)!).filter(Boolean) };
    }
    default:
      return assertNever(event);
  }
}

export const quizStreamName = (quizId: string) => `quiz-${quizId}`;
/** One stream per code: appending to it with "no stream" reserves the code atomically. */
export const quizCodeStreamName = (code: string) => `quiz-code-${code}`;

/** Recorded on `quiz-code-<code>` alone: the first append to that stream owns the code. */
export type QuizCodeReserved = DomainEvent<'QuizCodeReserved', { code: string; quizId: string }>;

import { assertNever, type DomainEvent } from '../shared/event.ts';

export type QuizCreated = DomainEvent<
  'QuizCreated',
  { quizId: string; code: string; title: string; ownerId: string | null }
>;
export type QuizTitleChanged = DomainEvent<'QuizTitleChanged', { quizId: string; title: string }>;

export type QuizEvent = QuizCreated | QuizTitleChanged;

export const QUIZ_EVENT_TYPES = [
  'QuizCreated',
  'QuizTitleChanged',
] as const satisfies readonly QuizEvent['type'][];

export type QuizState =
  | { status: 'absent' }
  | { status: 'created'; quizId: string; code: string; title: string; ownerId: string | null };

export const initialState: QuizState = { status: 'absent' };

export function evolve(state: QuizState, event: QuizEvent): QuizState {
  switch (event.type) {
    case 'QuizCreated':
      return { status: 'created', ...event.data };
    case 'QuizTitleChanged':
      return state.status === 'created' ? { ...state, title: event.data.title } : state;
    default:
      return assertNever(event);
  }
}

export const quizStreamName = (quizId: string) => `quiz-${quizId}`;
/** One stream per code: appending to it with "no stream" reserves the code atomically. */
export const quizCodeStreamName = (code: string) => `quiz-code-${code}`;

/** Recorded on `quiz-code-<code>` alone: the first append to that stream owns the code. */
export type QuizCodeReserved = DomainEvent<'QuizCodeReserved', { code: string; quizId: string }>;

import type { QuizQuestion } from '../question-types/registry.ts';
import type { DomainEvent } from '../shared/event.ts';
import type { PlayStarted } from './events.ts';

/*
 * The questions a play starts with are the quiz's, a few kilobytes, and a class starting its homework
 * starts hundreds of plays of the same questions at once. They are stored once, in a stream of their
 * own named by their content, and each PlayStarted in the log names that stream instead of holding a
 * copy. Readers never see the difference: the log is read with the questions put back
 * (commands/play/play-contents.ts), so a play's questions are still frozen when it starts.
 */

export const playContentStreamName = (contentKey: string) => `play-content-${contentKey}`;

/** A set of questions, in the order a play asks them, stored once for every play that asks them. */
export type PlayContentFrozen = DomainEvent<
  'PlayContentFrozen',
  { contentKey: string; questions: QuizQuestion[] }
>;

/** PlayStarted as the log keeps it from now on: the name of its questions rather than a copy. */
export type StoredPlayStarted = Omit<PlayStarted['data'], 'questions'> & { contentKey: string };

export function storedPlayStarted(data: PlayStarted['data'], contentKey: string): StoredPlayStarted {
  const { questions: _questions, ...rest } = data;
  return { ...rest, contentKey };
}

/** A PlayStarted read from the log that names its questions and needs them put back. */
export const refersToContent = (data: unknown): data is StoredPlayStarted =>
  typeof data === 'object' && data !== null && 'contentKey' in data && !('questions' in data);

export const withQuestions = (data: StoredPlayStarted, questions: QuizQuestion[]): PlayStarted['data'] => ({
  ...data,
  questions,
});

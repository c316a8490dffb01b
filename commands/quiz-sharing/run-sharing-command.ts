import type { SharingActor, SharingCommand } from '../../domain/quiz-sharing/decide.ts';
import { sharingStreamName } from '../../domain/quiz-sharing/events.ts';
import type { CommandDeps, CommandOrigin } from '../command-context.ts';
import { handleCommand } from '../handle-command.ts';
import { loadQuiz } from './load-quiz.ts';
import { sharingDecider } from './sharing-decider.ts';

/** The commands the owner gives about a quiz's sharing, without the quiz context the handler adds. */
type OwnerCommand = Exclude<SharingCommand, { type: 'RecordCopy' }>;
type Without<C> = C extends { type: infer T; data: infer D }
  ? { type: T; data: Omit<D, 'quiz' | 'actor'> }
  : never;
export type SharingRequest = Without<OwnerCommand>;

/** Loads the quiz (for its owner), then decides on the quiz's sharing stream and appends. */
export async function runSharingCommand(
  deps: CommandDeps,
  quizId: string,
  actor: SharingActor,
  request: SharingRequest,
  origin: CommandOrigin,
) {
  const quiz = await loadQuiz(deps, quizId);
  const command = {
    type: request.type,
    data: { ...request.data, quiz: quiz ? { quizId, ownerId: quiz.ownerId } : null, actor },
  } as OwnerCommand;
  return handleCommand(deps, sharingStreamName(quizId), sharingDecider, command, origin);
}

import type { QuizCommand } from '../../domain/quiz/decide.ts';
import { quizStreamName } from '../../domain/quiz/events.ts';
import type { CommandDeps, CommandOrigin } from '../command-context.ts';
import { handleCommand } from '../handle-command.ts';
import { quizDecider } from './quiz-decider.ts';

/** Any command on an existing quiz: load its stream, decide, append (retrying on a concurrent edit). */
export function runQuizCommand(
  deps: CommandDeps,
  quizId: string,
  command: QuizCommand,
  origin: CommandOrigin,
) {
  return handleCommand(deps, quizStreamName(quizId), quizDecider, command, origin);
}

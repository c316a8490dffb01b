import type { CreatedQuiz } from '../../domain/quiz/events.ts';
import { quizStreamName } from '../../domain/quiz/events.ts';
import type { CommandDeps } from '../command-context.ts';
import { loadStream } from '../handle-command.ts';
import { quizDecider } from '../quiz/quiz-decider.ts';

/** The quiz as its own stream has it (not a read model): who owns it is decided on the write side. */
export async function loadQuiz(deps: CommandDeps, quizId: string): Promise<CreatedQuiz | null> {
  const { state } = await loadStream(deps, quizStreamName(quizId), quizDecider);
  return state.status === 'created' ? state : null;
}

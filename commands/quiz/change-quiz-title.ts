import { quizStreamName } from '../../domain/quiz/events.ts';
import type { CommandDeps, CommandOrigin } from '../command-context.ts';
import { handleCommand } from '../handle-command.ts';
import { quizDecider } from './quiz-decider.ts';

export async function changeQuizTitle(
  deps: CommandDeps,
  input: { quizId: string; title: string },
  origin: CommandOrigin,
) {
  return handleCommand(
    deps,
    quizStreamName(input.quizId),
    quizDecider,
    { type: 'ChangeQuizTitle', data: input },
    origin,
  );
}

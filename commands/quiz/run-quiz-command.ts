import type { QuizCommand } from '../../domain/quiz/decide.ts';
import { type QuizEvent, type QuizState, quizStreamName } from '../../domain/quiz/events.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CommandDeps, CommandOrigin } from '../command-context.ts';
import { type Decider, handleCommand } from '../handle-command.ts';
import { quizDecider } from './quiz-decider.ts';

interface Versioned {
  quiz: QuizState;
  version: number;
}

/**
 * The quiz decider, refusing to decide on any version but `expected`: an editor's change based on a copy
 * that someone else has changed since (another tab, another editor) is a conflict, never a silent
 * overwrite. Checked inside the load → decide → append loop, so a write that lands between the load and
 * the append is caught as well (the append's own version check sends it round again).
 */
function pinnedTo(expected: number): Decider<QuizCommand, QuizEvent, Versioned> {
  return {
    initialState: { quiz: quizDecider.initialState, version: 0 },
    evolve: (state, event) => ({ quiz: quizDecider.evolve(state.quiz, event), version: state.version + 1 }),
    decide: (command, state) => {
      if (state.version !== expected)
        throw new DomainError('quiz_edit_conflict', { expected, current: state.version });
      return quizDecider.decide(command, state.quiz);
    },
  };
}

/**
 * Any command on an existing quiz: load its stream, decide, append (retrying on a concurrent edit). With
 * `expectedVersion`, the command holds only if the quiz is still at that version.
 */
export async function runQuizCommand(
  deps: CommandDeps,
  quizId: string,
  command: QuizCommand,
  origin: CommandOrigin,
  expectedVersion?: number,
) {
  if (expectedVersion === undefined)
    return handleCommand(deps, quizStreamName(quizId), quizDecider, command, origin);
  const handled = await handleCommand(
    deps,
    quizStreamName(quizId),
    pinnedTo(expectedVersion),
    command,
    origin,
  );
  return { ...handled, state: handled.state.quiz };
}

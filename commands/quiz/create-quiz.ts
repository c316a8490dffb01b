import { decide } from '../../domain/quiz/decide.ts';
import {
  initialState,
  type QuizCodeReserved,
  quizCodeStreamName,
  quizStreamName,
} from '../../domain/quiz/events.ts';
import { QUIZ_CODE_LENGTH, quizCodeFromBytes } from '../../domain/quiz/rules.ts';
import type { LogPosition } from '../../domain/shared/event.ts';
import { type CommandDeps, type CommandOrigin, metadataFor } from '../command-context.ts';
import { ConcurrencyError } from '../event-store/errors.ts';

const CODE_ATTEMPTS = 5;

/**
 * Creates a quiz with a fresh id and a fresh code. The quiz and the code
 * reservation are appended in one transaction, so two quizzes can never
 * share a code; a taken code just means drawing another.
 */
export async function createQuiz(
  deps: CommandDeps,
  input: { title: string; ownerId: string | null },
  origin: CommandOrigin,
): Promise<{ quizId: string; code: string; last: LogPosition }> {
  for (let attempt = 1; ; attempt++) {
    const quizId = deps.random.uuid();
    const code = quizCodeFromBytes(deps.random.bytes(QUIZ_CODE_LENGTH));
    const events = decide({ type: 'CreateQuiz', data: { quizId, code, ...input } }, initialState);
    const reservation: QuizCodeReserved = { type: 'QuizCodeReserved', data: { code, quizId } };
    const codeStream = quizCodeStreamName(code);
    try {
      const appended = await deps.store.append(
        [
          { streamName: quizStreamName(quizId), expectedVersion: 0, events },
          { streamName: codeStream, expectedVersion: 0, events: [reservation] },
        ],
        metadataFor(origin, deps.clock),
      );
      return { quizId, code, last: appended.streamEnds[0]! };
    } catch (error) {
      const codeTaken = error instanceof ConcurrencyError && error.streamName === codeStream;
      if (!codeTaken || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

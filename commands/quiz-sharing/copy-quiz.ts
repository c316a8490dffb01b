import { decide } from '../../domain/quiz/decide.ts';
import {
  evolve,
  initialState,
  type QuizCodeReserved,
  type QuizEvent,
  quizCodeStreamName,
  quizStreamName,
} from '../../domain/quiz/events.ts';
import { QUIZ_CODE_LENGTH, quizCodeFromBytes } from '../../domain/quiz/rules.ts';
import { decideSharing } from '../../domain/quiz-sharing/decide.ts';
import { initialSharingState, sharingStreamName } from '../../domain/quiz-sharing/events.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { LogPosition } from '../../domain/shared/event.ts';
import { type CommandDeps, type CommandOrigin, metadataFor } from '../command-context.ts';
import { ConcurrencyError } from '../event-store/errors.ts';
import { loadQuiz } from './load-quiz.ts';

const CODE_ATTEMPTS = 5;

/**
 * Spec copyToMyQuiz: a new quiz owned by the copier with the source's title, description, settings,
 * cover, look and every question, made through the quiz's own decider (so the copy obeys every rule a quiz
 * does). The copy, its code and the record of where it came from (logged as clone_quiz) are appended
 * in one transaction. `mayCopy` is the caller's right, checked before anything is read.
 */
export async function copyQuiz(
  deps: CommandDeps,
  input: { sourceQuizId: string; copierId: string; mayCopy: boolean },
  origin: CommandOrigin,
): Promise<{ quizId: string; code: string; quizLast: LogPosition; last: LogPosition }> {
  if (!input.mayCopy) throw new DomainError('no_permission');
  const source = await loadQuiz(deps, input.sourceQuizId);
  if (!source) throw new DomainError('quiz_not_found');
  const copierId = input.copierId;
  const actor = { userId: copierId, isAdmin: false };
  for (let attempt = 1; ; attempt++) {
    const quizId = deps.random.uuid();
    const code = quizCodeFromBytes(deps.random.bytes(QUIZ_CODE_LENGTH));
    const events: QuizEvent[] = [];
    let state = initialState;
    const apply = (next: QuizEvent[]) => {
      events.push(...next);
      state = next.reduce(evolve, state);
    };
    apply(
      decide({ type: 'CreateQuiz', data: { quizId, code, title: source.title, ownerId: copierId } }, state),
    );
    apply(
      decide(
        {
          type: 'UpdateQuiz',
          data: {
            description: source.description,
            settings: source.settings,
            audience: source.audience,
            customMessage: source.customMessage,
            picture: source.picture,
          },
          actor,
        },
        state,
      ),
    );
    apply(decide({ type: 'ChangeQuizLook', data: { look: source.look }, actor }, state));
    apply(decide({ type: 'SaveQuestions', data: { questions: source.questions }, actor }, state));
    const copied = decideSharing(
      {
        type: 'RecordCopy',
        data: { quizId, sourceQuizId: source.quizId, sourceTitle: source.title, copierId },
      },
      initialSharingState,
    );
    const reservation: QuizCodeReserved = { type: 'QuizCodeReserved', data: { code, quizId } };
    const codeStream = quizCodeStreamName(code);
    try {
      const appended = await deps.store.append(
        [
          { streamName: quizStreamName(quizId), expectedVersion: 0, events },
          { streamName: codeStream, expectedVersion: 0, events: [reservation] },
          { streamName: sharingStreamName(quizId), expectedVersion: 0, events: copied },
        ],
        metadataFor(origin, deps.clock),
      );
      // Each read model waits for its own stream's end: the quizzes one never sees the sharing event.
      return { quizId, code, quizLast: appended.streamEnds[0]!, last: appended.streamEnds[2]! };
    } catch (error) {
      const codeTaken = error instanceof ConcurrencyError && error.streamName === codeStream;
      if (!codeTaken || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

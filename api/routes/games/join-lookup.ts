import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { isGamePin } from '../../../domain/game/rules.ts';
import { isQuizCode } from '../../../domain/quiz/rules.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import { currentAssignmentsOfQuiz } from '../../../projections/assignments/index.ts';
import { waitingGamesOfQuiz } from '../../../projections/game-reports/index.ts';
import { findQuizByCode, type QuizzesTables } from '../../../projections/quizzes/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  type JoinLookup,
  JoinLookupBody,
  JoinLookup as JoinLookupReply,
} from '../../contracts/join-lookup.ts';
import { addressKey } from '../../rate-limit/address-key.ts';
import { publicViewOf } from '../assignments/assignment-view.ts';

/** "123 456" and " Ab3k9xyz " as people type them: a PIN without its spaces, a code in lower case. */
const normalised = (typed: string) => {
  const trimmed = typed.trim().toLowerCase();
  return /^[\d\s]+$/.test(trimmed) ? trimmed.replace(/\s/g, '') : trimmed;
};

/**
 * The front page's join box: a game PIN or a quiz code, and what it leads to. Each miss is charged
 * to the address in the same bucket as a wrong PIN on the join page, so this is no faster way to
 * scan for live PINs; once it is empty, hits wait too (a reply must not tell which PIN is right).
 */
export const joinLookupRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.db as unknown as Kysely<QuizzesTables>;
  const { wrongGuessesPerAddress } = deps.joinLimits;

  async function lookUp(code: string): Promise<JoinLookup | null> {
    if (isGamePin(code)) {
      const gameId = await deps.liveGames.gameIdForPin(code);
      const state = gameId ? (await deps.liveGames.get(gameId))?.state : undefined;
      if (!state || state.phase === 'absent') return null;
      return { kind: 'game', pin: code, admits: state.opened.admission?.kind ?? 'anyone' };
    }
    if (!isQuizCode(code)) return null;
    const quiz = await findQuizByCode(db, code);
    // An inactive quiz is not there for anyone but its editors (GET /api/quizzes/code answers 404 too).
    if (!quiz?.status) return null;
    let waitingPin: string | null = null;
    for (const game of await waitingGamesOfQuiz(deps.db, quiz._id)) {
      // The read model may still say "lobby" for a room whose PIN is gone (closed, expired).
      if ((await deps.liveGames.gameIdForPin(game.pin)) === game.game_id) {
        waitingPin = game.pin;
        break;
      }
    }
    const now = deps.clock.now().toISOString();
    const assignments = (await currentAssignmentsOfQuiz(deps.db, quiz._id, now)).map((row) =>
      publicViewOf(row, now),
    );
    return { kind: 'quiz', code: quiz.code, title: quiz.title, waiting_pin: waitingPin, assignments };
  }

  app.post(
    '/quizzes/join-quiz-validation',
    {
      schema: {
        tags: ['games'],
        summary: 'What a game PIN or quiz code typed into the join box leads to',
        body: JoinLookupBody,
        response: { 200: DataReply(JoinLookupReply), 400: ErrorReply, 404: ErrorReply, 429: ErrorReply },
      },
    },
    async (request) => {
      const address = addressKey(request.ip);
      const guess = await wrongGuessesPerAddress.peek(address);
      if (!guess.allowed) {
        const { retryAfterMs } = guess;
        throw new DomainError('join_too_many_attempts', {
          retryAfterMs,
          seconds: Math.ceil(retryAfterMs / 1000),
        });
      }
      const found = await lookUp(normalised(request.body.code));
      if (!found) {
        await wrongGuessesPerAddress.charge(address);
        throw new DomainError('join_code_not_found');
      }
      return { data: found };
    },
  );
};

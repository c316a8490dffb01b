import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import Type from 'typebox';
import { runQuizCommand } from '../../../commands/quiz/run-quiz-command.ts';
import { findQuizById, type QuizzesTables } from '../../../projections/quizzes/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { ensureOwnerOrAdmin, isAdmin } from '../../auth/ownership.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { ApiError } from '../../errors.ts';
import { originOf } from '../origin.ts';
import { settingsFrom } from '../quizzes/mapping.ts';

const GameIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/**
 * The lobby's "raise the limit": a room may take more players than its quiz allows only by raising
 * the quiz's own limit, so the quiz changes first (its owner's rights are checked by the quiz's
 * rules), then the room, up to what the operator permits. Lower limits go over the socket.
 */
export const raiseLimitRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.db as unknown as Kysely<QuizzesTables>;

  app.post(
    '/games/:id/player-limit',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['games'],
        summary: "Raise a waiting room's player limit, raising its quiz's limit with it",
        security: [{ bearer: [] }],
        params: GameIdParams,
        body: Type.Object({ player_limit: Type.Integer({ minimum: 1 }) }),
        response: {
          200: DataReply(Type.Object({ player_limit: Type.Integer(), quiz_limit: Type.Integer() })),
          400: ErrorReply,
          401: ErrorReply,
          403: ErrorReply,
          404: ErrorReply,
        },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const game = await deps.liveGames.get(request.params.id);
      const state = game?.state;
      if (!game || !state || state.phase === 'absent') throw new ApiError(404, 'game_not_found');
      ensureOwnerOrAdmin(user, state.opened.hostId);
      const wanted = request.body.player_limit;
      if (wanted > state.operatorLimit) {
        throw new ApiError(400, 'player_limit_above_operator');
      }
      if (wanted > state.quizLimit) {
        const quiz = await findQuizById(db, state.opened.quizId);
        if (!quiz) throw new ApiError(404, 'quiz_not_found');
        const settings = settingsFrom({ _id: quiz._id, limit_player: wanted }, quiz) ?? undefined;
        const handled = await runQuizCommand(
          deps,
          quiz._id,
          { type: 'UpdateQuiz', data: { settings }, actor: { userId: user.id, isAdmin: isAdmin(user) } },
          originOf(request),
        );
        // The next game of this quiz opens from the read side: it must already take the new limit.
        if (handled.last) await deps.projections.reached('quizzes', handled.last);
      }
      await game.execute({
        type: 'SetPlayerLimit',
        data: {
          hostId: state.opened.hostId,
          playerLimit: wanted,
          maxLimit: state.operatorLimit,
          raiseQuizLimit: true,
        },
      });
      const after = game.state;
      const quizLimit = after.phase === 'absent' ? wanted : after.quizLimit;
      return { data: { player_limit: wanted, quiz_limit: quizLimit } };
    },
  );
};

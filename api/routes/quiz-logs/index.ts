import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ADMIN_ROLES, type Role } from '../../../domain/user/rules.ts';
import { readQuizLog } from '../../../projections/quiz-logs/index.ts';
import { findQuizById } from '../../../projections/quizzes/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { QuizIdParams } from '../../contracts/quizzes.ts';
import { ApiError } from '../../errors.ts';

const QuizLogPage = Type.Object({
  items: Type.Array(
    Type.Object({
      action: Type.String(),
      payload: Type.Unknown(),
      actor_id: Type.Union([Type.String(), Type.Null()]),
      actor_name: Type.Union([Type.String(), Type.Null()]),
      at: Type.String(),
    }),
  ),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
});

/**
 * `GET /api/quiz-logs/{id}?page=`: who changed what, and when, for the
 * quiz's owner and admins (auditors). Entries come from the event log
 * alone; there is no way to write one directly.
 */
export const quizLogRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/quiz-logs/:id',
    {
      preHandler: requireUser(),
      schema: {
        tags: ['quizzes'],
        security: [{ bearer: [] }],
        params: QuizIdParams,
        querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })) }),
        response: { 200: DataReply(QuizLogPage), 401: ErrorReply, 403: ErrorReply, 404: ErrorReply },
      },
    },
    async (request) => {
      const quiz = await findQuizById(deps.db as never, request.params.id);
      if (!quiz) throw new ApiError(404, 'quiz_not_found', 'No such quiz.');
      const user = signedIn(request);
      if (quiz.user_id !== user.id && !ADMIN_ROLES.includes(user.role as Role)) {
        throw new ApiError(403, 'no_permission', 'Not your quiz.');
      }
      return { data: await readQuizLog(deps.db, quiz._id, request.query.page ?? 1) };
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { readQuizLog } from '../../../projections/quiz-logs/index.ts';
import { findQuizById } from '../../../projections/quizzes/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { mirror } from '../../contracts/mirror.ts';
import { QuizLogPage } from '../../contracts/quiz-logs.ts';
import { QuizIdParams } from '../../contracts/quizzes.ts';
import { ApiError } from '../../errors.ts';
import { noPermission, quizRightsOf } from '../quiz-sharing/quiz-rights.ts';

/**
 * `GET /api/quiz-logs/{id}?page=`: who changed what, and when, for the
 * quiz's owner and admins (auditors). Entries come from the event log
 * alone; there is no way to write one directly.
 */
export const quizLogRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/quiz-logs/:id',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['quizzes'],
        params: QuizIdParams,
        // Query strings arrive as text (the API does not coerce types): a page number is digits.
        querystring: Type.Object({ page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })) }),
        response: {
          200: DataReply(mirror<Awaited<ReturnType<typeof readQuizLog>>>()(QuizLogPage)),
          401: ErrorReply,
          403: ErrorReply,
          404: ErrorReply,
        },
      },
    },
    async (request) => {
      const quiz = await findQuizById(deps.db as never, request.params.id);
      if (!quiz) throw new ApiError(404, 'quiz_not_found');
      const user = signedIn(request);
      // Its editors read its history too: those it is shared with can_edit (api/routes/quiz-sharing).
      if (!(await quizRightsOf(deps.db, user, { id: quiz._id, ownerId: quiz.user_id })).edit)
        throw noPermission();
      return { data: await readQuizLog(deps.db, quiz._id, Number(request.query.page ?? 1)) };
    },
  );
};

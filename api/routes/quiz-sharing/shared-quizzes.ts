import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { quizzesSharedWith, shareLinkOf } from '../../../projections/quiz-shares/index.ts';
import { findQuizById } from '../../../projections/quizzes/index.ts';
import { findUserById } from '../../../projections/users/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { SharedQuizPreview, SharedWithMeItem, ShareLinkParams } from '../../contracts/quiz-sharing.ts';
import { ApiError } from '../../errors.ts';
import { shareLinkTokenMatches } from './share-link-token.ts';
import { sharedReadView } from './shared-quiz-view.ts';

export const shareLinkInvalid = () => new ApiError(404, 'share_link_invalid');

/** "Shared with me", and a quiz opened by its share link. */
export const sharedQuizRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/quizzes/shared-with-me',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['sharing'],
        summary: 'The quizzes others shared with the signed-in user, with their owner and what one may do',
        response: { 200: DataReply(Type.Array(SharedWithMeItem)), 401: ErrorReply },
      },
    },
    async (request) => {
      const rows = await quizzesSharedWith(deps.db, signedIn(request).id);
      return {
        data: rows.map(({ rights, active, ...row }) => ({
          ...row,
          status: active,
          can_read: rights.canRead,
          can_edit: rights.canEdit,
          can_access_report: rights.canAccessReport,
        })),
      };
    },
  );

  app.get(
    '/shared-quizzes/:id/:token',
    {
      schema: {
        tags: ['sharing'],
        summary: 'A quiz opened by its share link, signed in or not: its questions without the answer key',
        params: ShareLinkParams,
        response: { 200: DataReply(SharedQuizPreview), 404: ErrorReply },
      },
    },
    async (request) => {
      const { id, token } = request.params;
      const quiz = await findQuizById(deps.db as never, id);
      if (!quiz) throw shareLinkInvalid();
      const linkId = await shareLinkOf(deps.db, quiz._id);
      if (!shareLinkTokenMatches(deps.secrets.shareLinkKey, quiz._id, linkId, token))
        throw shareLinkInvalid();
      const owner = quiz.user_id ? await findUserById(deps.db as never, quiz.user_id) : undefined;
      return { data: { quiz: sharedReadView(quiz), owner_name: owner?.name ?? null } };
    },
  );
};

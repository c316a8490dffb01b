import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  runSharingCommand,
  type SharingRequest,
} from '../../../commands/quiz-sharing/run-sharing-command.ts';
import type { SharingActor } from '../../../domain/quiz-sharing/decide.ts';
import type { ShareRights } from '../../../domain/quiz-sharing/rules.ts';
import { checkEmail } from '../../../domain/user/rules.ts';
import { shareLinkOf, sharesOfQuiz } from '../../../projections/quiz-shares/index.ts';
import { findQuizById } from '../../../projections/quizzes/index.ts';
import { findUserByEmail } from '../../../projections/users/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { isAdmin } from '../../auth/ownership.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  QuizSharingView,
  ShareParams,
  ShareQuizBody,
  ShareRightsBody,
} from '../../contracts/quiz-sharing.ts';
import { QuizIdParams } from '../../contracts/quizzes.ts';
import { originOf } from '../origin.ts';
import { quizNotFound } from '../quizzes/quiz-access.ts';
import { noPermission, quizRightsOf } from './quiz-rights.ts';
import { shareLinkPath, shareLinkToken } from './share-link-token.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };

const rightsOf = (body: {
  can_read: boolean;
  can_edit: boolean;
  can_access_report: boolean;
}): ShareRights => ({
  canRead: body.can_read,
  canEdit: body.can_edit,
  canAccessReport: body.can_access_report,
});

/**
 * The owner's side of sharing (spec updateShareSetting): share a quiz with people by e-mail, change or
 * remove what each may do, and create or revoke its share link. Every change is an event on the quiz's
 * sharing stream; each reply is the sharing as it now is, read after the read model has it.
 */
export const ownerShareRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.db;

  async function managedQuiz(request: FastifyRequest, quizId: string) {
    const quiz = await findQuizById(db as never, quizId);
    if (!quiz) throw quizNotFound();
    const rights = await quizRightsOf(db, signedIn(request), { id: quiz._id, ownerId: quiz.user_id });
    if (!rights.manage) throw noPermission();
    return quiz;
  }

  async function sharingView(quizId: string, title: string) {
    const linkId = await shareLinkOf(db, quizId);
    const token = linkId ? shareLinkToken(deps.secrets.shareLinkKey, quizId, linkId) : null;
    const shares = await sharesOfQuiz(db, quizId);
    return {
      quiz_id: quizId,
      title,
      shares: shares.map(({ rights, ...share }) => ({
        ...share,
        can_read: rights.canRead,
        can_edit: rights.canEdit,
        can_access_report: rights.canAccessReport,
      })),
      link: token ? { token, path: shareLinkPath(quizId, token) } : null,
    };
  }

  function actorOf(request: FastifyRequest): SharingActor {
    const user = signedIn(request);
    return { userId: user.id, isAdmin: isAdmin(user), email: user.email };
  }

  async function change(request: FastifyRequest, quizId: string, command: SharingRequest) {
    const quiz = await managedQuiz(request, quizId);
    const handled = await runSharingCommand(deps, quiz._id, actorOf(request), command, originOf(request));
    if (handled.last) await deps.projections.reached('quiz-shares', handled.last);
    return { data: await sharingView(quiz._id, quiz.title) };
  }

  app.get(
    '/quizzes/:id/shares',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['sharing'],
        summary: "Who the quiz is shared with and how, and its share link (the quiz's owner)",
        params: QuizIdParams,
        response: { 200: DataReply(QuizSharingView), ...Errors },
      },
    },
    async (request) => {
      const quiz = await managedQuiz(request, request.params.id);
      return { data: await sharingView(quiz._id, quiz.title) };
    },
  );

  app.post(
    '/quizzes/:id/shares',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['sharing'],
        summary: 'Share the quiz with a person by e-mail (not one’s own, not twice)',
        params: QuizIdParams,
        body: ShareQuizBody,
        response: { 201: DataReply(QuizSharingView), ...Errors },
      },
    },
    async (request, reply) => {
      const checked = checkEmail(request.body.email);
      const holder = 'email' in checked ? await findUserByEmail(db as never, checked.email) : undefined;
      // Only a confirmed address names an account: an unconfirmed one could be anybody's typing.
      const account = holder?.email_confirmed && holder.status !== 'deleted' ? holder.id : null;
      const view = await change(request, request.params.id, {
        type: 'ShareQuiz',
        data: {
          shareId: deps.random.uuid(),
          granteeId: deps.random.uuid(),
          email: request.body.email,
          userId: account,
          holderId: holder?.id ?? null,
          rights: rightsOf(request.body),
        },
      });
      return reply.status(201).send(view);
    },
  );

  app.patch(
    '/quizzes/:id/shares/:shareId',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['sharing'],
        summary: 'Change what a person may do with the quiz (spec updateShareSetting)',
        params: ShareParams,
        body: ShareRightsBody,
        response: { 200: DataReply(QuizSharingView), ...Errors },
      },
    },
    async (request) =>
      change(request, request.params.id, {
        type: 'ChangeShareRights',
        data: { shareId: request.params.shareId, rights: rightsOf(request.body) },
      }),
  );

  app.delete(
    '/quizzes/:id/shares/:shareId',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['sharing'],
        summary: 'Stop sharing the quiz with a person',
        params: ShareParams,
        response: { 200: DataReply(QuizSharingView), ...Errors },
      },
    },
    async (request) =>
      change(request, request.params.id, { type: 'RemoveShare', data: { shareId: request.params.shareId } }),
  );

  app.post(
    '/quizzes/:id/share-link',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['sharing'],
        summary: 'A new share link for the quiz (the previous one stops working)',
        params: QuizIdParams,
        response: { 200: DataReply(QuizSharingView), ...Errors },
      },
    },
    async (request) =>
      change(request, request.params.id, { type: 'CreateShareLink', data: { linkId: deps.random.uuid() } }),
  );

  app.delete(
    '/quizzes/:id/share-link',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['sharing'],
        summary: 'Revoke the share link: whoever has it can no longer open the quiz with it',
        params: QuizIdParams,
        response: { 200: DataReply(QuizSharingView), ...Errors },
      },
    },
    async (request) => change(request, request.params.id, { type: 'RevokeShareLink', data: {} }),
  );
};

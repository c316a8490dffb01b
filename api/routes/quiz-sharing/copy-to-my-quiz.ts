import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { copyQuiz } from '../../../commands/quiz-sharing/copy-quiz.ts';
import { mayCopy } from '../../../domain/quiz-sharing/rules.ts';
import { shareLinkOf } from '../../../projections/quiz-shares/index.ts';
import { findQuizById } from '../../../projections/quizzes/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { CopyQuizBody } from '../../contracts/quiz-sharing.ts';
import { CreatedQuiz, QuizIdParams } from '../../contracts/quizzes.ts';
import { ApiError } from '../../errors.ts';
import { mayCopyFromSomeLibrary } from '../library/library-access.ts';
import { originOf } from '../origin.ts';
import { quizNotFound } from '../quizzes/quiz-access.ts';
import { noPermission, quizRightsOf } from './quiz-rights.ts';
import { shareLinkTokenMatches } from './share-link-token.ts';
import { shareLinkInvalid } from './shared-quizzes.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };

/**
 * Spec `POST copyToMyQuiz at {id}` with `captcha_response`: a copy of the quiz, answer key included, owned
 * by the signed-in user. A copy holds every answer, so only those who may already see them may make one:
 * the owner, an admin, someone it is shared with `can_edit`, or anyone holding its live share link (the
 * owner's way of handing out copies), or a plus member of a school whose library lists it (spec §6). A
 * reader who may only play or preview it may not.
 */
export const copyToMyQuizRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/copyToMyQuiz/:id',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['sharing'],
        summary: 'Copy a quiz into my quizzes (logged as clone_quiz with its title)',
        params: QuizIdParams,
        body: CopyQuizBody,
        response: { 201: DataReply(CreatedQuiz), ...Errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const quiz = await findQuizById(deps.db as never, request.params.id);
      if (!quiz) throw quizNotFound();
      const { share_token: token, captcha_response: captcha } = request.body;
      let allowed: boolean;
      if (token !== undefined) {
        const linkId = await shareLinkOf(deps.db, quiz._id);
        if (!shareLinkTokenMatches(deps.secrets.shareLinkKey, quiz._id, linkId, token))
          throw shareLinkInvalid();
        allowed = true;
      } else {
        const rights = await quizRightsOf(deps.db, user, { id: quiz._id, ownerId: quiz.user_id });
        allowed =
          rights.manage ||
          mayCopy({ canRead: rights.read, canEdit: rights.edit, canAccessReport: rights.report }) ||
          (await mayCopyFromSomeLibrary(deps.db, user, quiz._id));
      }
      // Refused before the captcha is spent: a refusal should not cost the person a new one.
      if (!allowed) throw noPermission();
      if (!(await deps.captcha.verify(captcha))) {
        throw new ApiError(400, 'captcha_invalid');
      }
      const copied = await copyQuiz(
        deps,
        { sourceQuizId: quiz._id, copierId: user.id, mayCopy: allowed },
        originOf(request),
      );
      await deps.projections.reached('quizzes', copied.quizLast);
      await deps.projections.reached('quiz-logs', copied.last);
      return reply.status(201).send({ data: { _id: copied.quizId, code: copied.code } });
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import Type from 'typebox';
import { createQuiz } from '../../../commands/quiz/create-quiz.ts';
import { runQuizCommand } from '../../../commands/quiz/run-quiz-command.ts';
import type { QuizActor, QuizCommand } from '../../../domain/quiz/decide.ts';
import { QuizLookSchema } from '../../../domain/quiz/look.ts';
import { mayWrite } from '../../../domain/quiz-editing/rules.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import { sharedRightsOf } from '../../../projections/quiz-shares/index.ts';
import { findQuizByCode, findQuizById, findQuizzesByOwner } from '../../../projections/quizzes/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { isAdmin } from '../../auth/ownership.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  CaptchaChallenge,
  CreatedQuiz,
  CreateQuizBody,
  EditorQuizView,
  QuizIdParams,
  QuizView,
  SaveQuestionsBody,
  UpdateQuizBody,
} from '../../contracts/quizzes.ts';
import { ApiError } from '../../errors.ts';
import { originOf } from '../origin.ts';
import { quizRightsOf } from '../quiz-sharing/quiz-rights.ts';
import { audienceFrom, pictureFrom, settingsFrom } from './mapping.ts';
import { defaultQuestionType } from './question-type-default.ts';
import { editorQuizView, quizNotFound, quizViewFor } from './quiz-access.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };

/** Who asks, and whether the quiz is shared with them to edit (the quiz commands decide with it). */
async function actorOf(request: FastifyRequest, db: Kysely<unknown>, quizId: string): Promise<QuizActor> {
  const user = signedIn(request);
  const sharedEditor = (await sharedRightsOf(db, quizId, user.id)).canEdit;
  return { userId: user.id, isAdmin: isAdmin(user), sharedEditor };
}

export const quizRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.db as never;

  /** Runs a command, waits for the read model to show it, and answers with the quiz as it now is. */
  async function change(
    request: FastifyRequest,
    quizId: string,
    command: QuizCommand,
    expectedVersion?: number,
  ) {
    // One editor at a time: while someone else's tab holds the editor, nobody else's write lands.
    const seat = await deps.editingSeats.read(quizId);
    if (!mayWrite(seat, signedIn(request).id, deps.clock.now().getTime())) {
      throw new DomainError('quiz_being_edited', { name: seat?.editor?.name ?? '' });
    }
    const handled = await runQuizCommand(deps, quizId, command, originOf(request), expectedVersion);
    if (handled.last) await deps.projections.reached('quizzes', handled.last);
    const view = await findQuizById(db, quizId);
    if (!view) throw quizNotFound();
    // Only an editor's command gets this far (the command checks it).
    return { data: editorQuizView(view) };
  }

  app.post(
    '/quizzes/create',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['quizzes'],
        summary: 'Create a quiz',
        body: CreateQuizBody,
        response: { 201: DataReply(CreatedQuiz), ...Errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      if (!(await deps.captcha.verify(request.body.captcha_response))) {
        throw new ApiError(400, 'captcha_invalid');
      }
      const created = await createQuiz(
        deps,
        { title: request.body.title, ownerId: user.id },
        originOf(request),
      );
      await deps.projections.reached('quizzes', created.last);
      return reply.status(201).send({ data: { _id: created.quizId, code: created.code } });
    },
  );

  app.get(
    '/captcha',
    {
      schema: {
        tags: ['quizzes'],
        summary: 'A proof-of-work challenge to solve before creating a quiz',
        response: { 200: DataReply(CaptchaChallenge) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await deps.captcha.challenge() };
    },
  );

  app.put(
    '/quizzes/update',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['quizzes'],
        summary: 'Change title, description, settings or the cover picture',
        body: UpdateQuizBody,
        response: { 200: DataReply(EditorQuizView), ...Errors },
      },
    },
    async (request) => {
      const { _id: quizId, title, description, custom_message: customMessage } = request.body;
      const current = await findQuizById(db, quizId);
      if (!current) throw quizNotFound();
      const settings = settingsFrom(request.body, current) ?? undefined;
      const audience = audienceFrom(request.body, current) ?? undefined;
      return change(
        request,
        quizId,
        {
          type: 'UpdateQuiz',
          data: { title, description, settings, audience, customMessage, picture: pictureFrom(request.body) },
          actor: await actorOf(request, deps.db, quizId),
        },
        request.body.expected_version,
      );
    },
  );

  app.put(
    '/quizzes/id/:id/questions',
    {
      onRequest: requireUser(),
      preValidation: defaultQuestionType,
      schema: {
        tags: ['quizzes'],
        summary: 'Save the question list',
        params: QuizIdParams,
        body: SaveQuestionsBody,
        response: { 200: DataReply(EditorQuizView), ...Errors },
      },
    },
    async (request) =>
      change(
        request,
        request.params.id,
        {
          type: 'SaveQuestions',
          data: { questions: request.body.questions, clonedFrom: request.body.cloned_from },
          actor: await actorOf(request, deps.db, request.params.id),
        },
        request.body.expected_version,
      ),
  );

  app.post(
    '/quizzes/:id/toggle-status',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['quizzes'],
        summary: 'Switch a quiz between active and inactive',
        params: QuizIdParams,
        response: { 200: DataReply(EditorQuizView), ...Errors },
      },
    },
    async (request) =>
      change(request, request.params.id, {
        type: 'ToggleQuizStatus',
        actor: await actorOf(request, deps.db, request.params.id),
      }),
  );

  app.put(
    '/quizzes/id/:id/look',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['quizzes'],
        summary: "Change the quiz's look: theme, colours, background and music, whole",
        params: QuizIdParams,
        body: QuizLookSchema,
        response: { 200: DataReply(EditorQuizView), ...Errors },
      },
    },
    async (request) =>
      change(request, request.params.id, {
        type: 'ChangeQuizLook',
        data: { look: request.body },
        actor: await actorOf(request, deps.db, request.params.id),
      }),
  );

  app.get(
    '/quizzes/mine',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['quizzes'],
        summary: "The signed-in creator's quizzes, newest change first",
        response: { 200: DataReply(Type.Array(EditorQuizView)), ...Errors },
      },
    },
    async (request) => ({ data: (await findQuizzesByOwner(db, signedIn(request).id)).map(editorQuizView) }),
  );

  app.get(
    '/quizzes/id/:id',
    {
      schema: {
        tags: ['quizzes'],
        params: QuizIdParams,
        response: { 200: DataReply(QuizView), 404: ErrorReply },
      },
    },
    async (request) => {
      const view = await findQuizById(db, request.params.id);
      if (!view) throw quizNotFound();
      const rights = await quizRightsOf(deps.db, request.user, { id: view._id, ownerId: view.user_id });
      // Report readers see it as readers do (its reports show its questions anyway), never with the key.
      return {
        data: quizViewFor(request.user, view, { read: rights.read || rights.report, edit: rights.edit }),
      };
    },
  );

  app.get(
    '/quizzes/code/:code',
    {
      schema: {
        tags: ['quizzes'],
        params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }) }),
        response: { 200: DataReply(QuizView), 404: ErrorReply },
      },
    },
    async (request) => {
      const view = await findQuizByCode(db, request.params.code.toLowerCase());
      if (!view) throw quizNotFound();
      const rights = await quizRightsOf(deps.db, request.user, { id: view._id, ownerId: view.user_id });
      // Report readers see it as readers do (its reports show its questions anyway), never with the key.
      return {
        data: quizViewFor(request.user, view, { read: rights.read || rights.report, edit: rights.edit }),
      };
    },
  );
};

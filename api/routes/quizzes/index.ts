import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { changeQuizTitle } from '../../../commands/quiz/change-quiz-title.ts';
import { createQuiz } from '../../../commands/quiz/create-quiz.ts';
import { findQuizByCode, findQuizById } from '../../../projections/quizzes/index.ts';
import { waitForCheckpoint } from '../../../projections/wait-for-checkpoint.ts';
import type { AppDeps } from '../../app-deps.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  CreatedQuiz,
  CreateQuizBody,
  QuizIdParams,
  QuizView,
  UpdateQuizBody,
} from '../../contracts/quizzes.ts';
import { ApiError } from '../../errors.ts';
import { originOf } from '../origin.ts';

export const quizRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.db as never;

  app.post(
    '/quizzes/create',
    {
      schema: {
        tags: ['quizzes'],
        summary: 'Create a quiz (QuizCreated on quiz-<id>)',
        body: CreateQuizBody,
        response: { 201: DataReply(CreatedQuiz), 400: ErrorReply },
      },
    },
    async (request, reply) => {
      const created = await createQuiz(deps, { title: request.body.title, ownerId: null }, originOf(request));
      await waitForCheckpoint(deps.db, 'quizzes', created.last);
      return reply.status(201).send({ data: { _id: created.quizId, code: created.code } });
    },
  );

  app.put(
    '/quizzes/update',
    {
      schema: {
        tags: ['quizzes'],
        summary: 'Change a quiz (QuizTitleChanged)',
        body: UpdateQuizBody,
        response: { 200: DataReply(QuizView), 400: ErrorReply, 404: ErrorReply, 409: ErrorReply },
      },
    },
    async (request) => {
      const { _id: quizId, title } = request.body;
      const handled = await changeQuizTitle(deps, { quizId, title }, originOf(request));
      if (handled.last) await waitForCheckpoint(deps.db, 'quizzes', handled.last);
      const view = await findQuizById(db, quizId);
      if (!view) throw new ApiError(404, 'quiz_not_found', 'No such quiz.');
      return { data: view };
    },
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
      if (!view) throw new ApiError(404, 'quiz_not_found', 'No such quiz.');
      return { data: view };
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
      if (!view) throw new ApiError(404, 'quiz_not_found', 'No such quiz.');
      return { data: view };
    },
  );
};

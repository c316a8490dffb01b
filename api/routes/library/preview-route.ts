import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { QuizzesTables } from '../../../projections/quizzes/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { LibraryPreviewBody, LibraryPreviewReply, LibraryQuizParams } from '../../contracts/library.ts';
import { libraryReaderOf, visibleEntry } from './library-access.ts';
import { previewStep } from './preview-play.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply };

/**
 * Spec §6 "basic teacher/student may only preview school quizzes": any active member previews a
 * library quiz of their school (or their country's list) without owning it, one step at a time.
 */
export const libraryPreviewRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/schools/:id/library/:quizId/preview',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['library'],
        summary: 'A step of a library preview: the question on screen, or the outcome of the last answer',
        params: LibraryQuizParams,
        body: LibraryPreviewBody,
        response: { 200: DataReply(LibraryPreviewReply), ...Errors },
      },
    },
    async (request) => {
      const reader = await libraryReaderOf(deps.db, request.params.id, signedIn(request));
      await visibleEntry(deps.db, reader, request.params.quizId);
      const quiz = await (deps.db as unknown as Kysely<QuizzesTables>)
        .selectFrom('rm_quizzes')
        .selectAll()
        .where('id', '=', request.params.quizId)
        .executeTakeFirstOrThrow();
      const now = deps.clock.now();
      const play = previewStep(quiz, request.body.answers, request.body.reveal, now);
      return { data: { play, server_now: now.toISOString() } };
    },
  );
};

import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { checkQuizTitle } from '../../../domain/quiz/rules.ts';
import { toKvissFile, withPicturesStoredAgain } from '../../../domain/quiz-transfer/index.ts';
import { textProblem } from '../../../domain/shared/text.ts';
import { findQuizById } from '../../../projections/quizzes/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  ExportedFileReply,
  ExportQuery,
  ImportedQuizReply,
  type ImportProblemView,
} from '../../contracts/quiz-transfer.ts';
import { QuizIdParams } from '../../contracts/quizzes.ts';
import { ApiError } from '../../errors.ts';
import { openUpload } from '../media/upload-guard.ts';
import { originOf } from '../origin.ts';
import { quizRightsOf } from '../quiz-sharing/quiz-rights.ts';
import { quizNotFound } from '../quizzes/quiz-access.ts';
import { picturesToCarry, storeCarriedPictures } from './carried-pictures.ts';
import { createImportedQuiz } from './create-imported-quiz.ts';
import { attachmentHeader, exportFileName, titleFromFileName } from './file-name.ts';
import { readImportFile } from './read-import-file.ts';
import { readImportUpload } from './read-upload.ts';

const Errors = {
  400: ErrorReply,
  401: ErrorReply,
  403: ErrorReply,
  404: ErrorReply,
  413: ErrorReply,
  429: ErrorReply,
  507: ErrorReply,
};

/** Issue 12 item 10: a quiz out as Kviss's own file; a quiz in from that file or Kahoot!'s spreadsheet. */
export const quizTransferRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(multipart);
  const db = deps.db as never;

  app.get(
    '/quizzes/:id/export',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['quizzes'],
        summary: "Download the quiz as Kviss's own file (<title>.kviss.json), for those who may edit it",
        params: QuizIdParams,
        querystring: ExportQuery,
        // Without `reply=data`, the file itself as text (a download): Fastify sends a string as it is.
        response: { 200: Type.Union([DataReply(ExportedFileReply), Type.String()]), ...Errors },
      },
    },
    async (request, reply) => {
      const quiz = await findQuizById(db, request.params.id);
      if (!quiz) throw quizNotFound();
      // The file holds the answer key: only for those who may edit the quiz (shared editors included).
      const rights = await quizRightsOf(deps.db, request.user ?? null, {
        id: quiz._id,
        ownerId: quiz.user_id,
      });
      if (!rights.edit) throw new ApiError(403, 'no_permission');
      const file = toKvissFile(quiz as Parameters<typeof toKvissFile>[0]);
      // The quiz's own pictures travel with it, so an import on another installation keeps them.
      const media = await picturesToCarry(deps, file.quiz);
      if (Object.keys(media).length > 0) file.media = media;
      const fileName = exportFileName(quiz.title);
      // The web app's API client reads `{ data }` replies; the browser then saves the file itself.
      if (request.query.reply === 'data') return { data: { file_name: fileName, file } };
      return reply
        .header('content-disposition', attachmentHeader(fileName))
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(file, null, 2));
    },
  );

  app.post(
    '/quizzes/import',
    {
      onRequest: requireUser(),
      // Reading a spreadsheet costs far more than most requests.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['quizzes'],
        summary:
          "Create a quiz from Kahoot!'s spreadsheet template or Kviss's own file (multipart: captcha_response, title, file); 422 import_has_problems lists every problem",
        consumes: ['multipart/form-data'],
        response: { 201: DataReply(ImportedQuizReply), 422: ErrorReply, ...Errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const upload = await readImportUpload(request);
      // The same proof of work as creating a quiz: an import creates one.
      if (!(await deps.captcha.verify(upload.fields.captcha_response))) {
        throw new ApiError(400, 'captcha_invalid');
      }
      const typedTitle = upload.fields.title.trim();
      const fallbackTitle = typedTitle || titleFromFileName(upload.fileName);
      const read = await readImportFile(upload.bytes, fallbackTitle, () => deps.random.uuid());
      if ('refused' in read) throw new ApiError(400, read.refused);
      const problems: ImportProblemView[] = 'problems' in read ? [...read.problems] : [];
      // A Kviss file's own title was checked with the file; a typed one, or a spreadsheet's, is checked here.
      const ownTitle = read.kind === 'kviss' && !typedTitle;
      const title = ownTitle ? null : checkQuizTitle(fallbackTitle);
      if (title && 'problem' in title) problems.unshift({ code: title.problem });
      else if (title && textProblem(fallbackTitle) !== null)
        problems.unshift({ code: 'text_invalid_characters' });
      const refuse = (found: readonly ImportProblemView[]) =>
        reply.status(422).send({
          error: {
            code: 'import_has_problems',
            message: `The file has ${found.length} problem(s); nothing was created.`,
            details: { problems: found },
          },
        });
      if (problems.length > 0 || !('quiz' in read)) return refuse(problems);
      // Last, once everything else passed: the carried pictures, each checked and counted as an upload is.
      const pictures = read.pictures ?? [];
      const stored = pictures.length > 0 ? await openUpload(deps, request) : null;
      await stored?.charge(pictures.reduce((sum, p) => sum + Buffer.byteLength(p.base64, 'base64'), 0));
      const carried = await storeCarriedPictures(stored ? { ...deps, media: stored.media } : deps, pictures);
      if ('problems' in carried) return refuse(carried.problems);
      await stored?.settled();
      const titled = title && 'title' in title ? { ...read.quiz, title: title.title } : read.quiz;
      const pictured = withPicturesStoredAgain(
        { ...(titled.picture ?? {}), look: titled.look ?? null, questions: titled.questions },
        carried.stored,
      );
      const { questions: picturedQuestions, look: picturedLook, ...cover } = pictured;
      const quiz = {
        ...titled,
        questions: picturedQuestions,
        look: picturedLook,
        picture: titled.picture ? cover : null,
      };
      const created = await createImportedQuiz(
        deps,
        quiz,
        { userId: user.id, isAdmin: false },
        originOf(request),
      );
      return reply
        .status(201)
        .send({ data: { _id: created.quizId, code: created.code, questions: read.quiz.questions.length } });
    },
  );
};

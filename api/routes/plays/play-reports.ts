import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import Type from 'typebox';
import { playerKeyOf } from '../../../domain/play/decide.ts';
import {
  coinsOfUser,
  listPlaysOfQuiz,
  type PlayReport as PlayReportRow,
  readPlayReport,
  waitForFinishedReport,
} from '../../../projections/play-reports/index.ts';
import { findQuizById, type QuizzesTables } from '../../../projections/quizzes/index.ts';
import type { UserRow } from '../../../projections/users/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { mirror } from '../../contracts/mirror.ts';
import { PlayIdParams } from '../../contracts/plays.ts';
import { QuizIdParams } from '../../contracts/quizzes.ts';
import { PlayReport } from '../../contracts/run-reports.ts';
import { ApiError } from '../../errors.ts';
import { ensureMayReadReports, noPermission, onlyReadable } from '../quiz-sharing/quiz-rights.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply };

/** The play whose summary asks: its coins are counted before the total is read. */
const CoinQuery = Type.Object({ after_play: Type.Optional(Type.String({ format: 'uuid' })) });

/** The solo plays of a quiz in its reports, for the quiz's owner (spec §3 Report, played as "play alone"). */
export const playReportRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.db as unknown as Kysely<QuizzesTables>;

  /** The quiz whose reports are asked for: its owner, admins and those it is shared with can_access_report. */
  async function ownedQuiz(user: UserRow, quizId: string) {
    const quiz = await findQuizById(db, quizId);
    if (!quiz) throw new ApiError(404, 'quiz_not_found');
    const rights = await ensureMayReadReports(deps.db, user, { id: quiz._id, ownerId: quiz.user_id });
    return { quiz, rights };
  }

  app.get(
    '/users/coin',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['plays'],
        summary:
          "The signed-in player's coin total (spec users/coin): counted from the coins each play froze, never set by the browser",
        querystring: CoinQuery,
        response: { 200: DataReply(Type.Object({ total_coin: Type.Integer() })), ...Errors },
      },
    },
    async (request) => {
      const userId = signedIn(request).id;
      const { after_play: playId } = request.query;
      if (playId) {
        // Read-your-writes: the run the summary shows counts once its report has its end. Only the
        // player's own finished play is waited for, so nobody can make a request wait on purpose.
        const play = await deps.plays.state(playId);
        if (play.phase === 'finished' && playerKeyOf(play) === userId)
          await waitForFinishedReport(deps.db, playId);
      }
      return { data: { total_coin: await coinsOfUser(deps.db, userId) } };
    },
  );

  app.get(
    '/reports/quizzes/:id/plays',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['plays'],
        summary: 'The solo plays of a quiz, newest first',
        params: QuizIdParams,
        response: {
          200: DataReply(
            Type.Array(
              Type.Object({
                play_id: Type.String(),
                player_name: Type.String(),
                retry: Type.Boolean(),
                score: Type.Integer(),
                correct: Type.Integer(),
                questions: Type.Integer(),
                started_at: Type.String(),
                finished_at: Type.Union([Type.String(), Type.Null()]),
              }),
            ),
          ),
          ...Errors,
        },
      },
    },
    async (request) => {
      const { quiz, rights } = await ownedQuiz(signedIn(request), request.params.id);
      return {
        data: await onlyReadable(deps.db, rights, await listPlaysOfQuiz(deps.db, quiz._id), (p) => p.play_id),
      };
    },
  );

  app.get(
    '/reports/plays/:id',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['plays'],
        summary: "A solo play's report: every answer with its points",
        params: PlayIdParams,
        response: { 200: DataReply(mirror<PlayReportRow>()(PlayReport)), ...Errors },
      },
    },
    async (request) => {
      const report = await readPlayReport(deps.db, request.params.id);
      if (!report) throw new ApiError(404, 'play_not_found');
      const { rights } = await ownedQuiz(signedIn(request), report.quiz_id);
      if ((await onlyReadable(deps.db, rights, [request.params.id], (id) => id)).length === 0)
        throw noPermission();
      return { data: report };
    },
  );
};

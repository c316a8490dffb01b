import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import Type from 'typebox';
import { evolve, type GameEvent, gameStreamName, initialState } from '../../../domain/game/events.ts';
import { liveSettingsAreValid, liveSettingsOf } from '../../../domain/game/live-settings.ts';
import { type ReplayAnswer, replayAnswersOf } from '../../../domain/game/replay-answers.ts';
import { type HostView, hostView } from '../../../domain/game/views.ts';
import {
  type GameReport as GameReportRow,
  listGamesOfQuiz,
  readGameReport,
} from '../../../projections/game-reports/index.ts';
import { findQuizById, type QuizzesTables } from '../../../projections/quizzes/index.ts';
import { hostEntitlements } from '../../../projections/schools/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { LiveSettingsSchema } from '../../contracts/live-settings.ts';
import { mirror } from '../../contracts/mirror.ts';
import { QuizIdParams } from '../../contracts/quizzes.ts';
import { GameReport, ReplayStep } from '../../contracts/run-reports.ts';
import { AdmissionBody } from '../../contracts/whitelists.ts';
import { ApiError } from '../../errors.ts';
import { originOf } from '../origin.ts';
import {
  ensureMayReadReport,
  ensureMayReadReports,
  noPermission,
  onlyReadable,
  quizRightsOf,
} from '../quiz-sharing/quiz-rights.ts';
import { admissionOf } from '../whitelists/admission-of.ts';
import { joinLookupRoute } from './join-lookup.ts';
import { gameContentOf } from './open-game.ts';
import { raiseLimitRoute } from './raise-limit.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply };
const GameIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const gameRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.db as unknown as Kysely<QuizzesTables>;
  await app.register(raiseLimitRoute, { deps });
  await app.register(joinLookupRoute, { deps });

  /** The quiz a report belongs to, with its owner (null when the quiz is gone: then only admins pass). */
  async function quizOwnerOf(quizId: string) {
    const quiz = await findQuizById(db, quizId);
    return { id: quizId, ownerId: quiz?.user_id ?? null };
  }

  app.post(
    '/games',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['games'],
        summary: 'Open a live room for a quiz; the reply has the PIN players join with',
        body: Type.Object({
          quiz_id: Type.String({ format: 'uuid' }),
          /** The quizmaster's live settings (spec §3), as remembered on their device; defaults when left out. */
          live_settings: Type.Optional(LiveSettingsSchema),
          /** Who may join (spec §6): one of your whitelists, or Feide users only; anyone when left out. */
          admission: Type.Optional(AdmissionBody),
        }),
        response: { 201: DataReply(Type.Object({ game_id: Type.String(), pin: Type.String() })), ...Errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const quiz = await db
        .selectFrom('rm_quizzes')
        .selectAll()
        .where('id', '=', request.body.quiz_id)
        .executeTakeFirst();
      if (!quiz) throw new ApiError(404, 'quiz_not_found');
      // Its owner, admins, and those it is shared with to read (or edit) may host it.
      if (!(await quizRightsOf(deps.db, user, { id: quiz.id, ownerId: quiz.owner_id })).read)
        throw noPermission();
      if (!quiz.active) throw new ApiError(400, 'quiz_not_active');
      if (quiz.questions.length === 0) throw new ApiError(400, 'quiz_has_no_questions');
      const live = liveSettingsOf(request.body.live_settings);
      if (!liveSettingsAreValid(live)) throw new ApiError(400, 'live_settings_invalid');
      const admission = await admissionOf(deps, user, request.body.admission);
      const opened = await deps.liveGames.open(
        // The host's plan caps each join (domain/game/plan-limits.ts), frozen in the game as it opens.
        {
          ...gameContentOf(deps, quiz),
          hostId: user.id,
          live,
          hostPlan: await hostEntitlements(deps.db, user),
          ...(admission ? { admission } : {}),
        },
        originOf(request),
      );
      return reply.status(201).send({ data: { game_id: opened.gameId, pin: opened.pin } });
    },
  );

  app.get(
    '/reports/quizzes/:id/games',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['games'],
        summary: 'The games played of a quiz, newest first',
        params: QuizIdParams,
        response: {
          200: DataReply(
            Type.Array(
              Type.Object({
                game_id: Type.String(),
                phase: Type.String(),
                opened_at: Type.String(),
                players: Type.Integer(),
              }),
            ),
          ),
          ...Errors,
        },
      },
    },
    async (request) => {
      const quiz = await findQuizById(db, request.params.id);
      if (!quiz) throw new ApiError(404, 'quiz_not_found');
      const rights = await ensureMayReadReports(deps.db, signedIn(request), {
        id: quiz._id,
        ownerId: quiz.user_id,
      });
      return {
        data: await onlyReadable(deps.db, rights, await listGamesOfQuiz(deps.db, quiz._id), (g) => g.game_id),
      };
    },
  );

  app.get(
    '/reports/games/:id',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['games'],
        summary: "A game's report: players ranked, and every answer",
        params: GameIdParams,
        response: { 200: DataReply(mirror<GameReportRow>()(GameReport)), ...Errors },
      },
    },
    async (request) => {
      const report = await readGameReport(deps.db, request.params.id);
      if (!report) throw new ApiError(404, 'game_not_found');
      const user = signedIn(request);
      // The quizmaster who ran it, or anyone who may read the quiz's reports.
      if (report.host_id !== user.id)
        await ensureMayReadReport(deps.db, user, await quizOwnerOf(report.quiz_id), request.params.id);
      return { data: report };
    },
  );

  app.get(
    '/games/:id/replay',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['games'],
        summary: 'Every step of a game as the quizmaster screen showed it, for the replay view',
        params: GameIdParams,
        response: {
          200: DataReply(
            Type.Array(
              mirror<{ type: string; at: string; host: HostView | null; answers: ReplayAnswer[] }>()(
                ReplayStep,
              ),
            ),
          ),
          ...Errors,
        },
      },
    },
    async (request) => {
      const events = await deps.store.readStream(gameStreamName(request.params.id));
      const opened = events[0];
      if (opened?.type !== 'GameOpened') throw new ApiError(404, 'game_not_found');
      const user = signedIn(request);
      const { hostId, quizId } = opened.data as { hostId: string; quizId: string };
      if (hostId !== user.id)
        await ensureMayReadReport(deps.db, user, await quizOwnerOf(quizId), request.params.id);
      // The same evolve and the same view the live quizmaster screen uses: no second renderer.
      let state = initialState;
      const steps = events.map((e) => {
        state = evolve(state, { type: e.type, data: e.data } as GameEvent);
        return { type: e.type, at: e.metadata.at, host: hostView(state), answers: replayAnswersOf(state) };
      });
      return { data: steps };
    },
  );
};

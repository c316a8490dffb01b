import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { runLeaderboardCommand } from '../../../commands/leaderboard/run-leaderboard-command.ts';
import type { LeaderboardCommand } from '../../../domain/leaderboard/decide.ts';
import {
  checkLeaderboardSettings,
  type LeaderboardSettings,
  type LeaderboardSources,
} from '../../../domain/leaderboard/rules.ts';
import { countsOnLeaderboards } from '../../../domain/report/access.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import {
  listLeaderboardsOfQuiz,
  publicViewOf,
  readLeaderboard,
} from '../../../projections/leaderboards/index.ts';
import { sharingOfReports } from '../../../projections/reports/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  CreateLeaderboardBody,
  LeaderboardIdParams,
  LeaderboardPublicViewSchema,
  LeaderboardStatusBody,
  LeaderboardView,
  QuizIdQuery,
  UpdateLeaderboardBody,
} from '../../contracts/leaderboards.ts';
import { ApiError } from '../../errors.ts';
import { originOf } from '../origin.ts';
import { bodyOf, ownerViewOf, settingsOf } from './leaderboard-view.ts';
import { addedReports, ensureMayManage, ensureReportsOfQuiz, quizForReports } from './report-actor.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };
/**
 * The rule's own message first (a missing name), then chosen reports are looked up: they must be the
 * quiz's, and none that `before` did not hold may be one whose sharing is off (a board shows its players
 * to anyone with the link; one chosen before its owner turned it off stays chosen, and does not count).
 */
async function checkedSettings(
  deps: AppDeps,
  quizId: string,
  settings: LeaderboardSettings,
  before?: LeaderboardSources,
) {
  const checked = checkLeaderboardSettings(settings);
  if ('problem' in checked) throw new DomainError(checked.problem);
  if (settings.sources.mode !== 'chosen') return;
  await ensureReportsOfQuiz(deps, quizId, settings.sources.reports);
  const added = addedReports(settings.sources.reports, before?.mode === 'chosen' ? before.reports : []);
  const sharing = await sharingOfReports(
    deps.db,
    added.map((ref) => ref.id),
  );
  if (!added.every((ref) => countsOnLeaderboards(sharing(ref.id))))
    throw new ApiError(400, 'leaderboard_report_disabled');
}

const notFound = () => new ApiError(404, 'leaderboard_not_found');

/**
 * Combined leaderboards (spec §1, §3): the quiz's owner makes, changes and deletes them; anyone with
 * the link reads the live ranking (`/live`, and the socket topic `leaderboard/<id>`).
 */
export const leaderboardRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const now = () => deps.clock.now().toISOString();

  async function owned(request: FastifyRequest, leaderboardId: string) {
    const row = await readLeaderboard(deps.db, leaderboardId);
    if (!row || row.deleted) throw notFound();
    return { row, actor: await ensureMayManage(deps, request, row.quiz_id, row.owner_id) };
  }

  /** Runs the command, waits until the read model shows it, and answers with the leaderboard as it now is. */
  async function change(request: FastifyRequest, leaderboardId: string, command: LeaderboardCommand) {
    const handled = await runLeaderboardCommand(deps, leaderboardId, command, originOf(request));
    if (handled.last) await deps.projections.reached('leaderboards', handled.last);
    const row = await readLeaderboard(deps.db, leaderboardId);
    if (!row) throw notFound();
    return ownerViewOf(row);
  }

  async function update(request: FastifyRequest, leaderboardId: string, body: UpdateLeaderboardBody) {
    const { row, actor } = await owned(request, leaderboardId);
    const settings = settingsOf(body);
    await checkedSettings(deps, row.quiz_id, settings, row.sources);
    return change(request, leaderboardId, {
      type: 'UpdateLeaderboard',
      data: { actor, settings, at: now() },
    });
  }

  app.get(
    '/leaderboards',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['leaderboards'],
        summary: "A quiz's combined leaderboards, newest first",
        querystring: QuizIdQuery,
        response: { 200: DataReply(Type.Array(LeaderboardView)), ...Errors },
      },
    },
    async (request) => {
      const { quiz } = await quizForReports(deps, request, request.query.quiz_id);
      return { data: (await listLeaderboardsOfQuiz(deps.db, quiz._id)).map(ownerViewOf) };
    },
  );

  app.post(
    '/leaderboards',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['leaderboards'],
        summary: "Combine a quiz's reports in a leaderboard (the quiz's owner)",
        body: CreateLeaderboardBody,
        response: { 201: DataReply(LeaderboardView), ...Errors },
      },
    },
    async (request, response) => {
      const { quiz_id, ...body } = request.body;
      const { quiz, actor, ownerId } = await quizForReports(deps, request, quiz_id);
      const settings = settingsOf(body);
      await checkedSettings(deps, quiz._id, settings);
      const leaderboardId = deps.random.uuid();
      const view = await change(request, leaderboardId, {
        type: 'CreateLeaderboard',
        data: { actor, leaderboardId, quizId: quiz._id, quizOwnerId: ownerId, settings, at: now() },
      });
      return response.status(201).send({ data: view });
    },
  );

  app.get(
    '/leaderboards/:id',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['leaderboards'],
        summary: 'A leaderboard with its settings (its owner)',
        params: LeaderboardIdParams,
        response: { 200: DataReply(LeaderboardView), ...Errors },
      },
    },
    async (request) => ({ data: ownerViewOf((await owned(request, request.params.id)).row) }),
  );

  app.put(
    '/leaderboards/:id',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['leaderboards'],
        summary: "Change a leaderboard's settings",
        params: LeaderboardIdParams,
        body: UpdateLeaderboardBody,
        response: { 200: DataReply(LeaderboardView), ...Errors },
      },
    },
    async (request) => ({ data: await update(request, request.params.id, request.body) }),
  );

  app.patch(
    '/leaderboards/:id/status',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['leaderboards'],
        summary: 'Make a leaderboard active or inactive',
        params: LeaderboardIdParams,
        body: LeaderboardStatusBody,
        response: { 200: DataReply(LeaderboardView), ...Errors },
      },
    },
    async (request) => {
      const { row } = await owned(request, request.params.id);
      return {
        data: await update(request, request.params.id, { ...bodyOf(row), status: request.body.status }),
      };
    },
  );

  app.delete(
    '/leaderboards/:id',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['leaderboards'],
        summary: 'Delete a leaderboard (its live page then says so)',
        params: LeaderboardIdParams,
        response: { 200: DataReply(Type.Object({ deleted: Type.Boolean() })), ...Errors },
      },
    },
    async (request) => {
      const { actor } = await owned(request, request.params.id);
      const handled = await runLeaderboardCommand(
        deps,
        request.params.id,
        { type: 'DeleteLeaderboard', data: { actor, at: now() } },
        originOf(request),
      );
      if (handled.last) await deps.projections.reached('leaderboards', handled.last);
      return { data: { deleted: true } };
    },
  );

  app.get(
    '/leaderboards/:id/live',
    {
      schema: {
        tags: ['leaderboards'],
        summary: 'The live ranking as anyone with the link sees it (no sign-in)',
        params: LeaderboardIdParams,
        response: { 200: DataReply(LeaderboardPublicViewSchema), ...Errors },
      },
    },
    async (request) => {
      const row = await readLeaderboard(deps.db, request.params.id);
      if (!row || row.deleted) throw notFound();
      return { data: publicViewOf(row) };
    },
  );
};

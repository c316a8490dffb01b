import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { runMergeReportCommand } from '../../../commands/merge-report/run-merge-report-command.ts';
import type { MergeReportCommand } from '../../../domain/merge-report/decide.ts';
import { checkMergeReport } from '../../../domain/merge-report/rules.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import {
  listMergeReportsOfQuiz,
  type MergeReportRow,
  readMergedContent,
  readMergeReport,
} from '../../../projections/merge-reports/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { QuizIdQuery } from '../../contracts/leaderboards.ts';
import {
  CreateMergeReportBody,
  MergeReportIdParams,
  MergeReportStatusBody,
  MergeReportView,
  MergeReportWithContent,
  UpdateMergeReportBody,
} from '../../contracts/merge-reports.ts';
import { ApiError } from '../../errors.ts';
import {
  addedReports,
  ensureMayAddReports,
  ensureMayManage,
  ensureReportsOfQuiz,
  quizForReports,
  readableReports,
} from '../leaderboards/report-actor.ts';
import { originOf } from '../origin.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };
const notFound = () => new ApiError(404, 'merge_report_not_found');

/** The rule's own message first (a missing name), before the reports are looked up. */
function ruleFirst(input: { name: string; reports: UpdateMergeReportBody['reports'] }) {
  const checked = checkMergeReport(input);
  if ('problem' in checked) throw new DomainError(checked.problem);
}

const viewOf = ({ owner_id, deleted, ...view }: MergeReportRow): MergeReportView => view;

/**
 * Merge reports (spec §7): several reports of one quiz (three classes, say) read as one, for the quiz's
 * owner. Paths as the spec lists them: list, get, create, update, delete, patch status.
 */
export const mergeReportRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const now = () => deps.clock.now().toISOString();

  async function owned(request: FastifyRequest, id: string) {
    const row = await readMergeReport(deps.db, id);
    if (!row || row.deleted) throw notFound();
    return { row, actor: await ensureMayManage(deps, request, row.quiz_id, row.owner_id) };
  }

  async function change(request: FastifyRequest, id: string, command: MergeReportCommand) {
    const handled = await runMergeReportCommand(deps, id, command, originOf(request));
    if (handled.last) await deps.projections.reached('merge-reports', handled.last);
    const row = await readMergeReport(deps.db, id);
    if (!row) throw notFound();
    return viewOf(row);
  }

  const guarded = { onRequest: requireUser() };

  app.get(
    '/merge-reports',
    {
      ...guarded,
      schema: {
        tags: ['merge-reports'],
        summary: "A quiz's merged reports, newest first",
        querystring: QuizIdQuery,
        response: { 200: DataReply(Type.Array(MergeReportView)), ...Errors },
      },
    },
    async (request) => {
      const { quiz } = await quizForReports(deps, request, request.query.quiz_id);
      return { data: (await listMergeReportsOfQuiz(deps.db, quiz._id)).map(viewOf) };
    },
  );

  app.post(
    '/merge-reports',
    {
      ...guarded,
      schema: {
        tags: ['merge-reports'],
        summary: 'Merge reports of one quiz into one',
        body: CreateMergeReportBody,
        response: { 201: DataReply(MergeReportView), ...Errors },
      },
    },
    async (request, response) => {
      const { quiz_id, name, reports } = request.body;
      const { quiz, actor, ownerId } = await quizForReports(deps, request, quiz_id);
      ruleFirst(request.body);
      await ensureReportsOfQuiz(deps, quiz._id, reports);
      await ensureMayAddReports(deps, actor, ownerId, reports);
      const id = deps.random.uuid();
      const view = await change(request, id, {
        type: 'CreateMergeReport',
        data: { actor, mergeReportId: id, quizId: quiz._id, quizOwnerId: ownerId, name, reports, at: now() },
      });
      return response.status(201).send({ data: view });
    },
  );

  app.get(
    '/merge-reports/:id',
    {
      ...guarded,
      schema: {
        tags: ['merge-reports'],
        summary: 'A merged report: its players and per-question results across its reports',
        params: MergeReportIdParams,
        response: { 200: DataReply(MergeReportWithContent), ...Errors },
      },
    },
    async (request) => {
      const { row, actor } = await owned(request, request.params.id);
      // A colleague reads the merge of only the reports they may read: one the owner turned off stays out.
      const readable = await readableReports(deps, actor, row.owner_id, row.reports);
      return {
        data: {
          merge_report: viewOf(row),
          content: await readMergedContent(deps.db, row.quiz_id, readable),
        },
      };
    },
  );

  app.put(
    '/merge-reports/:id',
    {
      ...guarded,
      schema: {
        tags: ['merge-reports'],
        summary: 'Rename a merged report or change its reports (refused while it is locked)',
        params: MergeReportIdParams,
        body: UpdateMergeReportBody,
        response: { 200: DataReply(MergeReportView), ...Errors },
      },
    },
    async (request) => {
      const { row, actor } = await owned(request, request.params.id);
      ruleFirst(request.body);
      await ensureReportsOfQuiz(deps, row.quiz_id, request.body.reports);
      // What it holds already stays (its owner may have put it there); only what is added is judged.
      await ensureMayAddReports(deps, actor, row.owner_id, addedReports(request.body.reports, row.reports));
      const { name, reports } = request.body;
      return {
        data: await change(request, row.merge_report_id, {
          type: 'UpdateMergeReport',
          data: { actor, name, reports, at: now() },
        }),
      };
    },
  );

  app.patch(
    '/merge-reports/:id/status',
    {
      ...guarded,
      schema: {
        tags: ['merge-reports'],
        summary: 'Open or lock a merged report',
        params: MergeReportIdParams,
        body: MergeReportStatusBody,
        response: { 200: DataReply(MergeReportView), ...Errors },
      },
    },
    async (request) => {
      const { row, actor } = await owned(request, request.params.id);
      return {
        data: await change(request, row.merge_report_id, {
          type: 'ChangeMergeReportStatus',
          data: { actor, status: request.body.status, at: now() },
        }),
      };
    },
  );

  app.delete(
    '/merge-reports/:id',
    {
      ...guarded,
      schema: {
        tags: ['merge-reports'],
        summary: 'Delete a merged report (its source reports stay)',
        params: MergeReportIdParams,
        response: { 200: DataReply(Type.Object({ deleted: Type.Boolean() })), ...Errors },
      },
    },
    async (request) => {
      const { row, actor } = await owned(request, request.params.id);
      await change(request, row.merge_report_id, { type: 'DeleteMergeReport', data: { actor, at: now() } });
      return { data: { deleted: true } };
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { runReportCommand } from '../../../commands/report/run-report-command.ts';
import type { ReportCommand } from '../../../domain/report/decide.ts';
import { findQuizById } from '../../../projections/quizzes/index.ts';
import {
  type ExportContent,
  listReportsOfQuiz,
  type ReportPlayer as ReportPlayerRow,
  type ReportSummary as ReportSummaryRow,
  readExportContent,
  readReportContent,
} from '../../../projections/reports/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { mirror } from '../../contracts/mirror.ts';
import { QuizIdParams } from '../../contracts/quizzes.ts';
import {
  DriveBody,
  ExportedFile,
  ExportParams,
  ExportQuery,
  RenameReportBody,
  ReportIdParams,
  ReportSharingBody,
  ReportStatusBody,
  ReportSummary,
  ReportView,
} from '../../contracts/reports.ts';
import { ReportPlayer } from '../../contracts/run-reports.ts';
import { ApiError } from '../../errors.ts';
import { heavyWork } from '../../heavy-work/pool.ts';
import { originOf } from '../origin.ts';
import { type ExportFormat, exportFile } from './export-file.ts';
import { exportsPerRequester } from './exports-per-requester.ts';
import type { ExportOptions } from './make-report-file.ts';
import { canReadQuizReports, listedFor, type ReportAccess, reportAccess } from './report-access.ts';

/** A report whole, its players checked both ways against the projection's (contracts/mirror.ts). */
const ReportViewReply = Type.Object({
  ...ReportView.properties,
  players: Type.Array(mirror<ReportPlayerRow>()(ReportPlayer)),
});

const Errors = {
  400: ErrorReply,
  401: ErrorReply,
  403: ErrorReply,
  404: ErrorReply,
  409: ErrorReply,
  422: ErrorReply,
  429: ErrorReply,
  503: ErrorReply,
};
/** One answer for "no such report" and "not yours to read": a private report's existence is not told. */
const notAvailable = () => new ApiError(404, 'report_not_available');

/**
 * A quiz's reports (issue 14): the list, one report (for its owner, or anyone when shared publicly),
 * its name, sharing and status, and its files (XLSX, PDF, Google Drive).
 */
export const reportRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.db as never;
  const exporting = exportsPerRequester();

  /** A report's file, made in the heavy-work pool, at most a few at a time for one requester. */
  async function file(
    request: FastifyRequest,
    content: ExportContent,
    format: ExportFormat,
    options: ExportOptions,
  ) {
    const release = exporting.take(request.user?.id ?? request.ip);
    try {
      return await exportFile(heavyWork(), content, format, options);
    } finally {
      release();
    }
  }

  /** The report and what the caller may do with it; nothing (404) when they may not read it. */
  async function readable(request: FastifyRequest, reportId: string, needed: ReportAccess = 'read') {
    return allowed(request, await readReportContent(deps.db, reportId), needed);
  }

  /** The report's files read only what they show (projections/reports/export-content.ts). */
  async function exportable(request: FastifyRequest, reportId: string, needed: ReportAccess = 'read') {
    return allowed(request, await readExportContent(deps.db, reportId), needed);
  }

  async function allowed<C extends { report: ReportSummaryRow }>(
    request: FastifyRequest,
    content: C | null,
    needed: ReportAccess,
  ) {
    if (!content) throw notAvailable();
    const quiz = await findQuizById(db, content.report.quiz_id);
    if (!quiz) throw notAvailable();
    const access = await reportAccess(deps.db, request.user ?? null, quiz, content.report);
    if (access === 'none') throw notAvailable();
    if (needed === 'manage' && access !== 'manage') throw new ApiError(403, 'no_permission');
    return { content, access };
  }

  async function change(request: FastifyRequest, command: ReportCommand) {
    await readable(request, command.data.reportId, 'manage');
    const handled = await runReportCommand(deps, command, originOf(request));
    if (handled.last) await deps.projections.reached('reports', handled.last);
    const { content } = await readable(request, command.data.reportId, 'manage');
    return { data: content.report };
  }

  app.get(
    '/reports/quizzes/:id',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['reports'],
        summary: "Every run of a quiz as a report, newest first (the quiz's owner)",
        params: QuizIdParams,
        response: { 200: DataReply(Type.Array(ReportSummary)), ...Errors },
      },
    },
    async (request) => {
      const quiz = await findQuizById(db, request.params.id);
      if (!quiz) throw new ApiError(404, 'quiz_not_found');
      const user = signedIn(request);
      if (!(await canReadQuizReports(deps.db, user, quiz))) throw new ApiError(403, 'no_permission');
      return { data: listedFor(user, quiz, await listReportsOfQuiz(deps.db, quiz._id)) };
    },
  );

  app.get(
    '/reports/id/:id',
    {
      schema: {
        tags: ['reports'],
        summary:
          'One report with its questions and every answer; anyone may read a public one, signed in or not',
        params: ReportIdParams,
        response: { 200: DataReply(ReportViewReply), ...Errors },
      },
    },
    async (request) => {
      const { content, access } = await readable(request, request.params.id);
      return {
        data: {
          report: content.report,
          access: access === 'manage' ? ('manage' as const) : ('read' as const),
          questions: content.questions,
          players: content.players,
          opens: content.opens,
          drive_available: access === 'manage' && deps.driveExport.available,
        },
      };
    },
  );

  app.put(
    '/reports/id/:id/name',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['reports'],
        summary: 'Rename a report (its owner; not while locked)',
        params: ReportIdParams,
        body: RenameReportBody,
        response: { 200: DataReply(ReportSummary), ...Errors },
      },
    },
    (request) =>
      change(request, {
        type: 'RenameReport',
        data: { reportId: request.params.id, name: request.body.name },
      }),
  );

  app.put(
    '/reports/id/:id/sharing',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['reports'],
        summary:
          'Share a report publicly (a read-only link), keep it private, or disable it (its owner; not while locked)',
        params: ReportIdParams,
        body: ReportSharingBody,
        response: { 200: DataReply(ReportSummary), ...Errors },
      },
    },
    (request) =>
      change(request, {
        type: 'ChangeReportSharing',
        data: { reportId: request.params.id, sharing: request.body.sharing },
      }),
  );

  app.patch(
    '/reports/id/:id/status',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['reports'],
        summary: 'Lock a report (its name and sharing stay as they are) or open it again (its owner)',
        params: ReportIdParams,
        body: ReportStatusBody,
        response: { 200: DataReply(ReportSummary), ...Errors },
      },
    },
    (request) =>
      change(request, {
        type: 'ChangeReportStatus',
        data: { reportId: request.params.id, status: request.body.status },
      }),
  );

  app.get(
    '/reports/id/:id/export/:format',
    {
      // Making a file of a big hall takes seconds of work: a public link must not become a way to load the server.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['reports'],
        summary: "A report as an XLSX or PDF file, in the viewer's language; whoever may read the report",
        params: ExportParams,
        querystring: ExportQuery,
        response: { 200: ExportedFile, ...Errors },
      },
    },
    async (request, reply) => {
      const { content } = await exportable(request, request.params.id);
      const made = await file(request, content, request.params.format, request.query);
      return reply
        .header('content-type', made.mimeType)
        .header(
          'content-disposition',
          `attachment; filename="${made.fileName.replace(/[^\x20-\x7e]/g, '_').replaceAll('"', '')}"; filename*=UTF-8''${encodeURIComponent(made.fileName)}`,
        )
        .header('cache-control', 'no-store')
        .send(made.bytes);
    },
  );

  app.post(
    '/reports/id/:id/drive',
    {
      onRequest: requireUser(),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['reports'],
        summary: "Save a report's file in the owner's Google Drive, when this installation can",
        params: ReportIdParams,
        body: DriveBody,
        response: { 200: DataReply(Type.Object({ url: Type.String() })), ...Errors },
      },
    },
    async (request) => {
      const { content } = await exportable(request, request.params.id, 'manage');
      if (!deps.driveExport.available) throw new ApiError(503, 'drive_not_available');
      const made = await file(request, content, request.body.format, request.body);
      const saved = await deps.driveExport.upload(signedIn(request).id, {
        name: made.fileName,
        mimeType: made.mimeType,
        bytes: made.bytes,
      });
      if (!saved.available) throw new ApiError(503, 'drive_not_available');
      return { data: { url: saved.url } };
    },
  );
};

import Type from 'typebox';
import { REPORT_NAME_MAX } from '../../domain/report/rules.ts';
import { FrozenQuestion, ReportPlayer } from './run-reports.ts';

/** Report calls (issue 14): `/api/reports/…`. The web app reads these shapes through its endpoint table. */

export const ReportIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const ReportSummary = Type.Object({
  report_id: Type.String(),
  quiz_id: Type.String(),
  played_as: Type.Union([Type.Literal('live'), Type.Literal('play_alone'), Type.Literal('homework')]),
  quiz_title: Type.String(),
  /** Null until the owner names it: shown as how and when it was played. */
  name: Type.Union([Type.String(), Type.Null()]),
  sharing: Type.Union([Type.Literal('public'), Type.Literal('private'), Type.Literal('disabled')]),
  status: Type.Union([Type.Literal('open'), Type.Literal('locked')]),
  players: Type.Integer(),
  player_limit: Type.Union([Type.Integer(), Type.Null()]),
  /** `lobby`, `running`, `finished`, `cancelled` or `abandoned` (a lobby its quizmaster left). */
  phase: Type.String(),
  /** A play alone retrying an earlier play's wrong answers. */
  retry: Type.Boolean(),
  started_at: Type.String(),
  saved_at: Type.String(),
});
export type ReportSummary = Type.Static<typeof ReportSummary>;

/** A report with everything inside: the web app computes its statistics with domain/report/statistics.ts. */
export const ReportView = Type.Object({
  report: ReportSummary,
  /** `manage`: the owner (rename, share, lock); `read`: a read-only view (a public link). */
  access: Type.Union([Type.Literal('manage'), Type.Literal('read')]),
  questions: Type.Array(FrozenQuestion),
  players: Type.Array(ReportPlayer),
  opens: Type.Record(Type.String(), Type.String()),
  /** Whether "Save to Google Drive" can work on this installation. */
  drive_available: Type.Boolean(),
});
export type ReportView = Type.Static<typeof ReportView>;

export const RenameReportBody = Type.Object(
  { name: Type.String({ maxLength: REPORT_NAME_MAX * 4 }) },
  { additionalProperties: false },
);
export const ReportSharingBody = Type.Object(
  { sharing: Type.Union([Type.Literal('public'), Type.Literal('private'), Type.Literal('disabled')]) },
  { additionalProperties: false },
);
export const ReportStatusBody = Type.Object(
  { status: Type.Union([Type.Literal('open'), Type.Literal('locked')]) },
  { additionalProperties: false },
);

export const ExportFormat = Type.Union([Type.Literal('xlsx'), Type.Literal('pdf')]);
/**
 * The file itself (`content-type` says which): Fastify sends its bytes as they are, past any schema.
 * Declared for the API's description only (OpenAPI's way of naming a download).
 */
export const ExportedFile = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' });

export const ExportParams = Type.Object({ id: Type.String({ format: 'uuid' }), format: ExportFormat });
export const ExportQuery = Type.Object(
  {
    /** The viewer's language (spec codes); English when left out. */
    lang: Type.Optional(Type.String({ maxLength: 5 })),
    /** The viewer's time zone (IANA) for the dates in the file; UTC when left out or unknown. */
    tz: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export const DriveBody = Type.Object(
  {
    format: ExportFormat,
    lang: Type.Optional(Type.String({ maxLength: 5 })),
    tz: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);

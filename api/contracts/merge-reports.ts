import Type from 'typebox';
import { ReportRefSchema } from './leaderboards.ts';

/* Merge reports (spec §7: list, get, create, update, delete, patch status). */

const Uuid = Type.String({ format: 'uuid' });
const Status = Type.Union([Type.Literal('open'), Type.Literal('lock')]);

export const UpdateMergeReportBody = Type.Object(
  { name: Type.String({ maxLength: 400 }), reports: Type.Array(ReportRefSchema, { maxItems: 500 }) },
  { additionalProperties: false },
);
export type UpdateMergeReportBody = Type.Static<typeof UpdateMergeReportBody>;

export const CreateMergeReportBody = Type.Object(
  { quiz_id: Uuid, ...UpdateMergeReportBody.properties },
  { additionalProperties: false },
);
export type CreateMergeReportBody = Type.Static<typeof CreateMergeReportBody>;

export const MergeReportStatusBody = Type.Object({ status: Status }, { additionalProperties: false });
export const MergeReportIdParams = Type.Object({ id: Uuid });

export const MergeReportView = Type.Object({
  merge_report_id: Type.String(),
  quiz_id: Type.String(),
  name: Type.String(),
  reports: Type.Array(ReportRefSchema),
  status: Status,
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type MergeReportView = Type.Static<typeof MergeReportView>;

/** The reports read as one (domain/merge-report/merge.ts). */
export const MergedContentSchema = Type.Object({
  reports: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('game'), Type.Literal('play')]),
      id: Type.String(),
      at: Type.String(),
      players: Type.Integer(),
    }),
  ),
  players: Type.Array(
    Type.Object({
      rank: Type.Integer(),
      name: Type.String(),
      score: Type.Integer(),
      correct: Type.Integer(),
      answered: Type.Integer(),
      report: Type.Integer(),
    }),
  ),
  questions: Type.Array(
    Type.Object({
      question_id: Type.String(),
      title: Type.String(),
      question_type: Type.String(),
      scored: Type.Boolean(),
      answered: Type.Integer(),
      correct: Type.Integer(),
      correct_share: Type.Union([Type.Number(), Type.Null()]),
      average_points: Type.Union([Type.Number(), Type.Null()]),
      /** Milliseconds from the opening of answering to the answer, averaged; null when nobody answered. */
      average_ms: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
});

export const MergeReportWithContent = Type.Object({
  merge_report: MergeReportView,
  content: MergedContentSchema,
});
export type MergeReportWithContent = Type.Static<typeof MergeReportWithContent>;

export { readMergedContent, readMergedSources } from './merged-content.ts';
export { mergeReportsProjection } from './projection.ts';
export { listMergeReportsOfQuiz, type MergeReportRow, readMergeReport } from './queries.ts';
export type { MergeReportsTables } from './table.ts';

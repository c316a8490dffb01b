export { playReportsProjection } from './projection.ts';
export { listPlaysOfQuiz, type PlayListItem, type PlayReport, readPlayReport } from './queries.ts';

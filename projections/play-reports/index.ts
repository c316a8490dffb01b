export { playReportsProjection } from './projection.ts';
export {
  listPlaysOfQuiz,
  type PlayListItem,
  type PlayReport,
  readPlayReport,
  type Versus,
  versusOf,
  waitForFinishedReport,
} from './queries.ts';

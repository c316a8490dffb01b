export { playReportsProjection } from './projection.ts';
export {
  coinsOfUser,
  listPlaysOfQuiz,
  type PlayListItem,
  type PlayReport,
  readPlayReport,
  type Versus,
  versusOf,
  waitForFinishedReport,
} from './queries.ts';

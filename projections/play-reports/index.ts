export { playReportsProjection } from './projection.ts';
export {
  coinsOfUser,
  listPlaysOfQuiz,
  opensOfPlay,
  type PlayListItem,
  type PlayReport,
  readPlayReport,
  type Versus,
  versusOf,
  waitForFinishedReport,
} from './queries.ts';

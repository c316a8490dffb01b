export { leaderboardsProjection } from './projection.ts';
export {
  type LeaderboardRow,
  leaderboardTopic,
  listLeaderboardsOfQuiz,
  publicViewOf,
  readLeaderboard,
  readLeaderboardPublicView,
} from './queries.ts';
export { countsReport, recomputeLeaderboard } from './recompute.ts';
export { allReportsOfQuiz } from './report-refs.ts';
export type { LeaderboardsTables } from './table.ts';

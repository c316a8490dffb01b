/**
 * Combined leaderboards and merged reports. The spec names no paths; the owner's pages sit inside the
 * quiz's reports (`/report/{quizId}/…`), and the live ranking has a short public path of its own to
 * show on a projector or share (no sign-in).
 */
export const leaderboardsPath = (quizId: string) => `/report/${encodeURIComponent(quizId)}/leaderboards`;

export const leaderboardEditPath = (quizId: string, leaderboardId: string) =>
  `${leaderboardsPath(quizId)}/${encodeURIComponent(leaderboardId)}`;

export const leaderboardLivePath = (leaderboardId: string) =>
  `/leaderboard/${encodeURIComponent(leaderboardId)}`;

export const mergedReportsPath = (quizId: string) => `/report/${encodeURIComponent(quizId)}/merged`;

export const mergedReportPath = (quizId: string, mergeReportId: string) =>
  `${mergedReportsPath(quizId)}/${encodeURIComponent(mergeReportId)}`;

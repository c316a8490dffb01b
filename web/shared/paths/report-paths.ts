export const reportPath = (quizId: string, gameId?: string) =>
  `/report/${encodeURIComponent(quizId)}${gameId ? `?game=${encodeURIComponent(gameId)}` : ''}`;

/** The replay of a game (another page: `/replay/{gameId}`). */
export const replayPath = (gameId: string) => `/replay/${encodeURIComponent(gameId)}`;

/** A solo play's report, in its quiz's reports. */
export const playReportPath = (quizId: string, playId: string) =>
  `/report/${encodeURIComponent(quizId)}?play=${encodeURIComponent(playId)}`;

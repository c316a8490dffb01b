export const reportPath = (quizId: string, gameId?: string) =>
  `/report/${encodeURIComponent(quizId)}${gameId ? `?game=${encodeURIComponent(gameId)}` : ''}`;

/** The replay of a game (another page: `/replay/{gameId}`). */
export const replayPath = (gameId: string) => `/replay/${encodeURIComponent(gameId)}`;

/** A quiz's reports (`/report/{quizId}`), optionally with one report open (a game's or a play's id). */
export const reportPath = (quizId: string, reportId?: string) =>
  `/report/${encodeURIComponent(quizId)}${reportId ? `?report=${encodeURIComponent(reportId)}` : ''}`;

/** The replay of a game (another page: `/replay/{gameId}`). */
export const replayPath = (gameId: string) => `/replay/${encodeURIComponent(gameId)}`;

/** A solo play's report, in its quiz's reports (a play's report has the play's id). */
export const playReportPath = (quizId: string, playId: string) => reportPath(quizId, playId);

/** The read-only link of a report shared publicly: anyone may open it, signed in or not. */
export const sharedReportPath = (quizId: string, reportId: string) =>
  `/report/${encodeURIComponent(quizId)}/shared/${encodeURIComponent(reportId)}`;

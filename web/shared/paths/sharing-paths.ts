/** The owner's sharing settings of a quiz (no spec path; beside the editor, `/my-quiz/edit/{id}`). */
export const shareSettingsPath = (quizId: string) => `/my-quiz/share/${encodeURIComponent(quizId)}`;

/** A quiz opened by its share link (spec §2 `/set/{id}/share/{token}`). */
export const sharedQuizPath = (quizId: string, token: string) =>
  `/set/${encodeURIComponent(quizId)}/share/${encodeURIComponent(token)}`;

/** A quiz shared with one to read, read-only. */
export const readQuizPath = (quizId: string) => `/my-quiz/view/${encodeURIComponent(quizId)}`;

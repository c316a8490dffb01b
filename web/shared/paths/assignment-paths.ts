/**
 * Homework pages. The spec names none; they sit inside the quiz's reports (`/report/{quizId}/…`),
 * where the owner already goes to see who played. Students reach an assignment through the play-alone
 * start page with `?assignment=`.
 */
export const assignmentsPath = (quizId: string) => `/report/${encodeURIComponent(quizId)}/assignments`;

export const assignmentPath = (quizId: string, assignmentId: string) =>
  `${assignmentsPath(quizId)}/${encodeURIComponent(assignmentId)}`;

export const ASSIGNMENT_PARAM = 'assignment';

/** The link students open: the quiz's start page, playing as an attempt at this assignment. */
export const assignmentStartPath = (code: string, assignmentId: string) =>
  `/play/${encodeURIComponent(code)}/start?${ASSIGNMENT_PARAM}=${encodeURIComponent(assignmentId)}`;

export { quizzesProjection } from './projection.ts';
export { findQuizByCode, findQuizById, findQuizzesByOwner } from './queries.ts';
export { type PublicQuizView, publicQuizView, type QuizView, quizTopic } from './quiz-view.ts';
export type { QuizzesTable, QuizzesTables } from './table.ts';

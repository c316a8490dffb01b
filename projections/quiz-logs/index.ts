export { quizLogsProjection } from './projection.ts';
export { QUIZ_LOG_PAGE_SIZE, readQuizLog } from './queries.ts';

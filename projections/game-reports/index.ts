export { gameReportsProjection } from './projection.ts';
export { answersOf, type GameReport, listGamesOfQuiz, readGameReport } from './queries.ts';
export { waitingGamesOfQuiz } from './waiting-games.ts';

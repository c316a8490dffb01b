import { apiGet } from '../../http/api-client.ts';
import type { GameListItem, GameReport } from './report-model.ts';

/** The games played of a quiz, newest first. */
export function fetchGamesOfQuiz(quizId: string): Promise<GameListItem[]> {
  return apiGet<GameListItem[]>(`/api/reports/quizzes/${encodeURIComponent(quizId)}/games`);
}

export function fetchGameReport(gameId: string): Promise<GameReport> {
  return apiGet<GameReport>(`/api/reports/games/${encodeURIComponent(gameId)}`);
}

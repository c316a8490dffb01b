import { apiGet } from '../../http/api-client.ts';
import type { GameListItem, GameReport, PlayListItem, PlayReport } from './report-model.ts';

/** The games played of a quiz, newest first. */
export function fetchGamesOfQuiz(quizId: string): Promise<GameListItem[]> {
  return apiGet<GameListItem[]>(`/api/reports/quizzes/${encodeURIComponent(quizId)}/games`);
}

export function fetchGameReport(gameId: string): Promise<GameReport> {
  return apiGet<GameReport>(`/api/reports/games/${encodeURIComponent(gameId)}`);
}

/** The solo plays of a quiz, newest first. */
export function fetchPlaysOfQuiz(quizId: string): Promise<PlayListItem[]> {
  return apiGet<PlayListItem[]>(`/api/reports/quizzes/${encodeURIComponent(quizId)}/plays`);
}

export function fetchPlayReport(playId: string): Promise<PlayReport> {
  return apiGet<PlayReport>(`/api/reports/plays/${encodeURIComponent(playId)}`);
}

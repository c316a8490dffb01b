import type {
  CreateLeaderboardBody,
  LeaderboardPublicView,
  LeaderboardView,
  UpdateLeaderboardBody,
} from '../../../api/contracts/leaderboards.ts';
import type {
  CreateMergeReportBody,
  MergeReportView,
  MergeReportWithContent,
  UpdateMergeReportBody,
} from '../../../api/contracts/merge-reports.ts';
import { apiGet, apiRequest } from '../../http/api-client.ts';

/** The calls of api/routes/leaderboards and api/routes/merge-reports. */

const q = encodeURIComponent;

export const fetchLeaderboards = (quizId: string) =>
  apiGet<LeaderboardView[]>(`/api/leaderboards?quiz_id=${q(quizId)}`);
export const fetchLeaderboard = (id: string) => apiGet<LeaderboardView>(`/api/leaderboards/${q(id)}`);
export const createLeaderboard = (body: CreateLeaderboardBody) =>
  apiRequest<LeaderboardView>('POST', '/api/leaderboards', body);
export const updateLeaderboard = (id: string, body: UpdateLeaderboardBody) =>
  apiRequest<LeaderboardView>('PUT', `/api/leaderboards/${q(id)}`, body);
export const deleteLeaderboard = (id: string) => apiRequest('DELETE', `/api/leaderboards/${q(id)}`);
/** The public ranking: no sign-in, so a projector's browser needs no account. */
export const fetchLiveLeaderboard = (id: string) =>
  apiGet<LeaderboardPublicView>(`/api/leaderboards/${q(id)}/live`, { authenticate: false });

export const fetchMergeReports = (quizId: string) =>
  apiGet<MergeReportView[]>(`/api/merge-reports?quiz_id=${q(quizId)}`);
export const fetchMergeReport = (id: string) => apiGet<MergeReportWithContent>(`/api/merge-reports/${q(id)}`);
export const createMergeReport = (body: CreateMergeReportBody) =>
  apiRequest<MergeReportView>('POST', '/api/merge-reports', body);
export const updateMergeReport = (id: string, body: UpdateMergeReportBody) =>
  apiRequest<MergeReportView>('PUT', `/api/merge-reports/${q(id)}`, body);
export const setMergeReportStatus = (id: string, status: 'open' | 'lock') =>
  apiRequest<MergeReportView>('PATCH', `/api/merge-reports/${q(id)}/status`, { status });
export const deleteMergeReport = (id: string) => apiRequest('DELETE', `/api/merge-reports/${q(id)}`);

/** A report of the quiz to choose: its games and plays as the reports page lists them. */
export interface QuizReport {
  kind: 'game' | 'play';
  id: string;
  at: string;
  /** Players for a game; the player's name for a play. */
  players: number;
  name: string | null;
  /** Its owner turned its sharing off: it counts on no leaderboard and joins no merge (mayReadReport). */
  sharingOff: boolean;
}

/** The quiz's finished games and first plays, newest first (the reports page's own lists). */
export async function fetchQuizReports(quizId: string): Promise<QuizReport[]> {
  const [games, plays, summaries] = await Promise.all([
    apiGet<Array<{ game_id: string; phase: string; opened_at: string; players: number }>>(
      `/api/reports/quizzes/${q(quizId)}/games`,
    ),
    apiGet<
      Array<{
        play_id: string;
        player_name: string;
        retry: boolean;
        started_at: string;
        finished_at: string | null;
      }>
    >(`/api/reports/quizzes/${q(quizId)}/plays`),
    apiGet<Array<{ report_id: string; sharing: string }>>(`/api/reports/quizzes/${q(quizId)}`),
  ]);
  const sharingOff = new Set(summaries.filter((r) => r.sharing === 'disabled').map((r) => r.report_id));
  return [
    ...games
      .filter((g) => g.phase === 'finished')
      .map((g) => ({
        kind: 'game' as const,
        id: g.game_id,
        at: g.opened_at,
        players: g.players,
        name: null,
        sharingOff: sharingOff.has(g.game_id),
      })),
    ...plays
      .filter((p) => !p.retry && p.finished_at !== null)
      .map((p) => ({
        kind: 'play' as const,
        id: p.play_id,
        at: p.started_at,
        players: 1,
        name: p.player_name,
        sharingOff: sharingOff.has(p.play_id),
      })),
  ].sort((a, b) => b.at.localeCompare(a.at));
}

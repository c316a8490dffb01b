import type { LeaderboardSettings } from '../../../domain/leaderboard/rules.ts';
import type { LeaderboardRow } from '../../../projections/leaderboards/index.ts';
import type {
  LeaderboardSourcesBody,
  LeaderboardView,
  UpdateLeaderboardBody,
} from '../../contracts/leaderboards.ts';

/** The body's snake_case settings as the domain takes them. */
export function settingsOf(body: UpdateLeaderboardBody): LeaderboardSettings {
  const sources: LeaderboardSettings['sources'] =
    body.sources.mode === 'quiz'
      ? { mode: 'quiz', includePlayAlone: body.sources.include_play_alone }
      : { mode: 'chosen', reports: body.sources.reports.map(({ kind, id }) => ({ kind, id })) };
  return {
    name: body.name,
    sources,
    mergeMode: body.merge_mode,
    layout: body.layout,
    pageSeconds: body.page_seconds,
    refreshMinutes: body.refresh_minutes,
    status: body.status,
    displayRanking: body.display_ranking,
  };
}

export function sourcesBodyOf(sources: LeaderboardSettings['sources']): LeaderboardSourcesBody {
  return sources.mode === 'quiz'
    ? { mode: 'quiz', include_play_alone: sources.includePlayAlone }
    : { mode: 'chosen', reports: sources.reports };
}

export function ownerViewOf(row: LeaderboardRow): LeaderboardView {
  return {
    leaderboard_id: row.leaderboard_id,
    quiz_id: row.quiz_id,
    name: row.name,
    sources: sourcesBodyOf(row.sources),
    merge_mode: row.merge_mode,
    layout: row.layout,
    page_seconds: row.page_seconds,
    refresh_minutes: row.refresh_minutes,
    status: row.status,
    display_ranking: row.display_ranking,
    players: row.players,
    reports: row.reports,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The settings as saved, to change one of them (the status patch). */
export function bodyOf(row: LeaderboardRow): UpdateLeaderboardBody {
  const { leaderboard_id, quiz_id, players, reports, created_at, updated_at, ...body } = ownerViewOf(row);
  return body;
}

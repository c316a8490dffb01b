import type { LeaderboardSources } from '../../domain/leaderboard/rules.ts';

/** `rm_leaderboards` (migration 0021): each leaderboard's settings and its ranking as last computed. */
export interface LeaderboardsTable {
  leaderboard_id: string;
  quiz_id: string;
  owner_id: string;
  name: string;
  sources: LeaderboardSources;
  merge_mode: string;
  layout: string;
  page_seconds: number;
  refresh_minutes: number;
  status: string;
  display_ranking: boolean;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  stream_version: number;
  /** The top of the ranking (RANKING_LIMIT rows), as rankResponses made it. */
  ranking: unknown;
  players: number;
  reports: number;
  /** Log position of the last event that changed what the public page shows (sockets keep the newest). */
  version: string;
}

/** `rm_leaderboard_reports`: every live game and first play-alone run of every quiz, and when it finished. */
export interface LeaderboardReportsTable {
  report_id: string;
  kind: 'game' | 'play';
  quiz_id: string;
  /** Null while it is played, and for a cancelled game (never counted). */
  finished_at: Date | null;
  /** Its owner turned its sharing off (migration 0040): it counts on no leaderboard while so. */
  disabled: boolean;
  stream_version: number;
}

/** `rm_leaderboard_responses`: each player's result in a report (one per play-alone run). */
export interface LeaderboardResponsesTable {
  report_id: string;
  response_id: string;
  name: string;
  device: string;
  score: number;
  correct: number;
  kicked: boolean;
}

export interface LeaderboardsTables {
  rm_leaderboards: LeaderboardsTable;
  rm_leaderboard_reports: LeaderboardReportsTable;
  rm_leaderboard_responses: LeaderboardResponsesTable;
}

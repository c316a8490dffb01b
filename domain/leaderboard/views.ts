import type { RankedRow } from './ranking.ts';
import type { Layout, LeaderboardStatus } from './rules.ts';

/**
 * What the public live page shows (GET /api/leaderboards/:id/live, and the socket topic
 * `leaderboard/<id>` streams the same): no sign-in, so nothing but names and scores. `status`
 * `deleted` tells a page that is open that the leaderboard is gone.
 */
export interface LeaderboardPublicView {
  leaderboard_id: string;
  name: string;
  layout: Layout;
  page_seconds: number;
  refresh_minutes: number;
  status: LeaderboardStatus | 'deleted';
  display_ranking: boolean;
  /** Rows in the whole ranking (the view carries the top RANKING_LIMIT). */
  players: number;
  /** Finished reports counted. */
  reports: number;
  /** Empty while the ranking is hidden or the leaderboard inactive. */
  ranking: RankedRow[];
  /** Grows with every change (a log position), so a browser keeps the newest view it has seen. */
  version: number;
}

/** The most rows a view carries: ten pages of ten on the projector; the owner reads the rest in reports. */
export const RANKING_LIMIT = 100;

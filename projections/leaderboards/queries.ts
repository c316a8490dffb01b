import { type Kysely, sql } from 'kysely';
import type { RankedRow } from '../../domain/leaderboard/ranking.ts';
import type {
  Layout,
  LeaderboardSources,
  LeaderboardStatus,
  MergeMode,
} from '../../domain/leaderboard/rules.ts';
import type { LeaderboardPublicView } from '../../domain/leaderboard/views.ts';

export const leaderboardTopic = (leaderboardId: string) => `leaderboard/${leaderboardId}`;

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface LeaderboardRow {
  leaderboard_id: string;
  quiz_id: string;
  owner_id: string;
  name: string;
  sources: LeaderboardSources;
  merge_mode: MergeMode;
  layout: Layout;
  page_seconds: number;
  refresh_minutes: number;
  status: LeaderboardStatus;
  display_ranking: boolean;
  created_at: string;
  updated_at: string;
  deleted: boolean;
  ranking: RankedRow[];
  players: number;
  reports: number;
  version: number;
}

const selectLeaderboards = sql`
  select leaderboard_id, quiz_id, owner_id, name, sources, merge_mode, layout, page_seconds, refresh_minutes,
         status, display_ranking, ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at,
         deleted_at is not null as deleted, ranking, players, reports, version::float8 as version
  from rm_leaderboards`;

/** One leaderboard, deleted ones included (callers decide what a deleted one means to them). */
export async function readLeaderboard(
  db: Kysely<unknown>,
  leaderboardId: string,
): Promise<LeaderboardRow | null> {
  const { rows } =
    await sql<LeaderboardRow>`${selectLeaderboards} where leaderboard_id = ${leaderboardId}`.execute(db);
  return rows[0] ?? null;
}

/** A quiz's leaderboards, newest first. */
export async function listLeaderboardsOfQuiz(db: Kysely<unknown>, quizId: string): Promise<LeaderboardRow[]> {
  const { rows } = await sql<LeaderboardRow>`
    ${selectLeaderboards} where quiz_id = ${quizId} and deleted_at is null
    order by created_at desc, leaderboard_id limit 200
  `.execute(db);
  return rows;
}

/** What anyone with the link sees: the ranking only while active and shown. */
export function publicViewOf(row: LeaderboardRow): LeaderboardPublicView {
  const shown = !row.deleted && row.status === 'active' && row.display_ranking;
  return {
    leaderboard_id: row.leaderboard_id,
    name: row.name,
    layout: row.layout,
    page_seconds: row.page_seconds,
    refresh_minutes: row.refresh_minutes,
    status: row.deleted ? 'deleted' : row.status,
    display_ranking: row.display_ranking,
    players: row.players,
    reports: row.reports,
    ranking: shown ? row.ranking : [],
    version: row.version,
  };
}

export async function readLeaderboardPublicView(
  db: Kysely<unknown>,
  leaderboardId: string,
): Promise<LeaderboardPublicView | null> {
  const row = await readLeaderboard(db, leaderboardId);
  return row ? publicViewOf(row) : null;
}

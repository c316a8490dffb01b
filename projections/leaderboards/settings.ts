import { sql, type Transaction } from 'kysely';
import type { LeaderboardEvent } from '../../domain/leaderboard/events.ts';
import type { LeaderboardSettings } from '../../domain/leaderboard/rules.ts';
import { assertNever, type RecordedEvent } from '../../domain/shared/event.ts';

const columns = (s: LeaderboardSettings) => sql`
  name = ${s.name}, sources = ${JSON.stringify(s.sources)}::jsonb, merge_mode = ${s.mergeMode},
  layout = ${s.layout}, page_seconds = ${s.pageSeconds}, refresh_minutes = ${s.refreshMinutes},
  status = ${s.status}, display_ranking = ${s.displayRanking}`;

/**
 * Applies the owner's decisions to the leaderboard's row; returns whether anything changed (an event
 * already applied changes nothing). A deleted leaderboard keeps its row, marked, so a replay of its
 * creation cannot bring it back.
 */
export async function applySettings(
  trx: Transaction<unknown>,
  event: RecordedEvent<LeaderboardEvent>,
): Promise<boolean> {
  const leaderboardId = event.streamName.slice('leaderboard-'.length);
  if (event.type === 'LeaderboardCreated') {
    const { quizId, ownerId, settings: s, createdAt } = event.data;
    const { rows } = await sql`
      insert into rm_leaderboards (leaderboard_id, quiz_id, owner_id, name, sources, merge_mode, layout, page_seconds,
                                   refresh_minutes, status, display_ranking, created_at, updated_at, stream_version)
      values (${leaderboardId}, ${quizId}, ${ownerId}, ${s.name}, ${JSON.stringify(s.sources)}::jsonb, ${s.mergeMode},
              ${s.layout}, ${s.pageSeconds}, ${s.refreshMinutes}, ${s.status}, ${s.displayRanking}, ${createdAt},
              ${createdAt}, ${event.streamVersion})
      on conflict (leaderboard_id) do nothing returning leaderboard_id
    `.execute(trx);
    return rows.length > 0;
  }
  const guard = sql`leaderboard_id = ${leaderboardId} and stream_version < ${event.streamVersion}`;
  const set = (() => {
    switch (event.type) {
      case 'LeaderboardUpdated':
        return sql`${columns(event.data.settings)}, updated_at = ${event.data.updatedAt}`;
      case 'LeaderboardDeleted':
        // Emptied, so the row never depends on which batch the deletion came in.
        return sql`deleted_at = ${event.data.deletedAt}, updated_at = ${event.data.deletedAt},
                   ranking = '[]'::jsonb, players = 0, reports = 0,
                   version = greatest(version, ${event.position.toString()}::bigint)`;
      default:
        return assertNever(event);
    }
  })();
  const { rows } = await sql`
    update rm_leaderboards set ${set}, stream_version = ${event.streamVersion} where ${guard} returning leaderboard_id
  `.execute(trx);
  return rows.length > 0;
}

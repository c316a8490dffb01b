import { type Kysely, sql } from 'kysely';
import { type LeaderboardResponse, rankResponses } from '../../domain/leaderboard/ranking.ts';
import type { LeaderboardSources } from '../../domain/leaderboard/rules.ts';
import { type LeaderboardPublicView, RANKING_LIMIT } from '../../domain/leaderboard/views.ts';
import { publicViewOf, readLeaderboard } from './queries.ts';

/** Which finished reports a leaderboard counts: the SQL twin of countsReport. */
function sourceFilter(quizId: string, sources: LeaderboardSources) {
  if (sources.mode === 'quiz')
    return sources.includePlayAlone
      ? sql`r.quiz_id = ${quizId}`
      : sql`r.quiz_id = ${quizId} and r.kind = 'game'`;
  const ids = sources.reports.map((ref) => ref.id);
  // Chosen reports count only if they are reports of this quiz (the API checks too; the log is the judge).
  return sql`r.quiz_id = ${quizId} and r.report_id = any(${ids}::uuid[])`;
}

/** Whether a report that just finished is one of a leaderboard's sources. */
export function countsReport(
  sources: LeaderboardSources,
  report: { reportId: string; kind: 'game' | 'play' },
): boolean {
  if (sources.mode === 'quiz') return report.kind === 'game' || sources.includePlayAlone;
  return sources.reports.some((ref) => ref.id === report.reportId && ref.kind === report.kind);
}

/**
 * The leaderboard recomputation, callable in-process (the projection, tests and bench:reports use it):
 * reads the finished responses of its sources (never a report whose sharing is off: domain/report/access.ts
 * countsOnLeaderboards), ranks them (domain rankResponses), stores the top and
 * the counts with `version` (never lowered, so a replay changes nothing), and returns the public view.
 */
export async function recomputeLeaderboard(
  db: Kysely<unknown>,
  leaderboardId: string,
  version: bigint,
): Promise<LeaderboardPublicView | null> {
  const row = await readLeaderboard(db, leaderboardId);
  if (!row || row.deleted) return null;
  const { rows } = await sql<LeaderboardResponse>`
    select r.report_id as "reportId", s.response_id as "responseId", s.name, s.device, s.score, s.correct,
           to_char(r.finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "finishedAt"
    from rm_leaderboard_reports r join rm_leaderboard_responses s on s.report_id = r.report_id
    where r.finished_at is not null and not r.disabled and not s.kicked
      and ${sourceFilter(row.quiz_id, row.sources)}
  `.execute(db);
  const ranked = rankResponses(rows, row.merge_mode);
  const reports = new Set(rows.map((r) => r.reportId)).size;
  const top = ranked.slice(0, RANKING_LIMIT);
  await sql`
    update rm_leaderboards set ranking = ${JSON.stringify(top)}::jsonb, players = ${ranked.length},
           reports = ${reports}, version = greatest(version, ${version.toString()}::bigint)
    where leaderboard_id = ${leaderboardId}
  `.execute(db);
  return publicViewOf({
    ...row,
    ranking: top,
    players: ranked.length,
    reports,
    version: Math.max(row.version, Number(version)),
  });
}

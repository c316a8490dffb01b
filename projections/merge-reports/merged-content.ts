import { type Kysely, sql } from 'kysely';
import type { ReportRef } from '../../domain/leaderboard/report-ref.ts';
import { type MergedSource, mergeReports } from '../../domain/merge-report/merge.ts';
import { answersOf } from '../game-reports/index.ts';
import { opensOfPlay } from '../play-reports/index.ts';

/**
 * The source reports of a merge report, read from the game and play report read models: each with its
 * questions as played and every (not removed) player's frozen answers. Reports of another quiz are
 * left out, as are ones that do not exist.
 */
export async function readMergedSources(
  db: Kysely<unknown>,
  quizId: string,
  refs: readonly ReportRef[],
): Promise<MergedSource[]> {
  const gameIds = refs.filter((r) => r.kind === 'game').map((r) => r.id);
  const playIds = refs.filter((r) => r.kind === 'play').map((r) => r.id);
  const sources: MergedSource[] = [];
  if (gameIds.length > 0) {
    const { rows } = await sql<MergedSource>`
      select 'game' as kind, g.game_id as id, g.opened_at::text as at, g.questions,
             coalesce((select r.opens from rm_reports r where r.report_id = g.game_id), '{}'::jsonb) as opens,
             coalesce((select jsonb_agg(jsonb_build_object('name', p.name, 'score', p.score, 'answers', ${answersOf(sql.raw('p'))})
                                        order by p.joined_position)
                       from rm_game_players p where p.game_id = g.game_id and not p.kicked), '[]'::jsonb) as players
      from rm_game_reports g where g.game_id = any(${gameIds}::uuid[]) and g.quiz_id = ${quizId}
    `.execute(db);
    sources.push(...rows);
  }
  if (playIds.length > 0) {
    const { rows } = await sql<MergedSource>`
      select 'play' as kind, p.play_id as id, p.started_at::text as at, c.questions,
             ${opensOfPlay(sql.raw('p'))} as opens,
             jsonb_build_array(jsonb_build_object('name', p.player_name, 'score', p.score, 'answers', p.answers)) as players
      from rm_play_reports p join rm_play_contents c using (content_key)
      where p.play_id = any(${playIds}::uuid[]) and p.quiz_id = ${quizId}
    `.execute(db);
    sources.push(...rows);
  }
  // In the order the owner listed them.
  const order = new Map(refs.map((r, i) => [r.id, i]));
  return sources.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

export async function readMergedContent(db: Kysely<unknown>, quizId: string, refs: readonly ReportRef[]) {
  return mergeReports(await readMergedSources(db, quizId, refs));
}

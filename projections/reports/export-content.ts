import { type Kysely, sql } from 'kysely';
import type { OutcomePlayer } from '../../domain/report/statistics.ts';
import { findReport, type ReportContent } from './queries.ts';

/** A report's content as its files read it: each player's answers without what was answered. */
export type ExportContent = Omit<ReportContent, 'players'> & { players: OutcomePlayer[] };

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Players read per statement: a hall of ten thousand comes in a few pages, never as one huge result. */
const PAGE = 2000;

interface PlayerRow {
  player_id: string;
  name: string;
  score: number;
  kicked: boolean;
  joined_position: bigint;
  answers: OutcomePlayer['answers'];
}

/**
 * A report's content as its files need it (exports/): every player with each answer's points, verdict
 * and time, but not what was answered (no file shows it), so a hall's export holds a fraction of what
 * the report page reads. A live game's players are read in pages, in joining order (the statistics rank them).
 */
export async function readExportContent(
  db: Kysely<unknown>,
  reportId: string,
  { pageSize = PAGE }: { pageSize?: number } = {},
): Promise<ExportContent | null> {
  const found = await findReport(db, reportId);
  if (!found) return null;
  const { opens, ...report } = found;
  if (report.played_as === 'live') {
    const { rows } = await sql<{ questions: ReportContent['questions'] }>`
      select questions from rm_game_reports where game_id = ${reportId}
    `.execute(db);
    const game = rows[0];
    if (!game) return { report, opens, questions: [], players: [] };
    return { report, opens, questions: game.questions, players: await gamePlayers(db, reportId, pageSize) };
  }
  const { rows } = await sql<{ questions: ReportContent['questions'] } & PlayerRow>`
    select questions, play_id as player_id, player_name as name, score, false as kicked,
           coalesce((select jsonb_object_agg(a.key, a.value - 'answer') from jsonb_each(answers) a), '{}'::jsonb) as answers
    from rm_play_reports where play_id = ${reportId}
  `.execute(db);
  const play = rows[0];
  if (!play) return { report, opens, questions: [], players: [] };
  const { questions, ...player } = play;
  return { report, opens, questions, players: [player] };
}

/** Every player of a game, in pages by joining order (statistics rank them). */
async function gamePlayers(db: Kysely<unknown>, gameId: string, pageSize: number): Promise<OutcomePlayer[]> {
  const players: OutcomePlayer[] = [];
  let after = -1n;
  for (;;) {
    const { rows } = await sql<PlayerRow>`
      select p.player_id, p.name, p.score, p.kicked, p.joined_position,
             coalesce((
               select jsonb_object_agg(a.question_index::text, jsonb_build_object('points', a.points,
                        'correct', a.correct, 'receivedAt', ${iso('a.received_at')}))
               from rm_game_answers a where a.game_id = p.game_id and a.player_id = p.player_id
             ), '{}'::jsonb) as answers
      from rm_game_players p
      where p.game_id = ${gameId} and p.joined_position > ${after.toString()}::bigint
      order by p.joined_position
      limit ${pageSize}
    `.execute(db);
    for (const { joined_position: _, ...player } of rows) players.push(player);
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return players;
    after = last.joined_position;
  }
}

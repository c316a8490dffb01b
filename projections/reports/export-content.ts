import { type Kysely, sql } from 'kysely';
import { OutcomeTable } from '../../domain/report/outcome-table.ts';
import type { OutcomePlayer } from '../../domain/report/statistics.ts';
import { findReport, type ReportContent } from './queries.ts';

/**
 * A report's content as its files read it: the present players and the outcome of each answer as an
 * OutcomeTable (numbers, not what was answered), in joining order.
 */
export type ExportContent = Omit<ReportContent, 'players'> & { outcomes: OutcomeTable };

/** Players read per statement: a hall of ten thousand comes in a few pages, never as one huge result. */
const PAGE = 1000;

interface PlayerRow {
  player_id: string;
  name: string;
  score: number;
  joined_position: string;
  /**
   * The player's answers as numbers in one text, four to an answer: question position, points, 1 when
   * right (else 0), and arrival in whole milliseconds since the epoch (truncated, as the report page's
   * ISO times read); null when they answered nothing. One string a player, not an object an answer.
   */
  answers: string | null;
}

/**
 * A report's content as its files need it (exports/): each present player with each answer's points,
 * verdict and time, but not what was answered (no file shows it). A live game's players are read in
 * pages, in joining order (the statistics rank them), each page straight into the table, so a hall
 * of ten thousand never stands in memory as rows or objects.
 */
export async function readExportContent(
  db: Kysely<unknown>,
  reportId: string,
  { pageSize = PAGE }: { pageSize?: number } = {},
): Promise<ExportContent | null> {
  const found = await findReport(db, reportId);
  if (!found) return null;
  const { opens, ...report } = found;
  const empty = { report, opens, questions: [], outcomes: new OutcomeTable(0) };
  if (report.played_as === 'live') {
    const { rows } = await sql<{ questions: ReportContent['questions'] }>`
      select questions from rm_game_reports where game_id = ${reportId}
    `.execute(db);
    const game = rows[0];
    if (!game) return empty;
    const outcomes = await gameOutcomes(db, reportId, game.questions.length, report.players, pageSize);
    return { report, opens, questions: game.questions, outcomes };
  }
  const { rows } = await sql<{ questions: ReportContent['questions'] } & OutcomePlayer>`
    select c.questions, p.play_id as player_id, p.player_name as name, p.score, false as kicked,
           coalesce((select jsonb_object_agg(a.key, a.value - 'answer' - 'opensAt') from jsonb_each(p.answers) a), '{}'::jsonb) as answers
    from rm_play_reports p join rm_play_contents c using (content_key)
    where p.play_id = ${reportId}
  `.execute(db);
  const play = rows[0];
  if (!play) return empty;
  const { questions, ...player } = play;
  return { report, opens, questions, outcomes: OutcomeTable.of(questions.length, [player]) };
}

/** A game's present players and their answers' outcomes, in pages by joining order. */
async function gameOutcomes(
  db: Kysely<unknown>,
  gameId: string,
  questionCount: number,
  expectedPlayers: number,
  pageSize: number,
): Promise<OutcomeTable> {
  const table = new OutcomeTable(questionCount, expectedPlayers);
  let after = '-1';
  for (;;) {
    // The answers in a subquery of the select list: worked out for the page's players only.
    const { rows } = await sql<PlayerRow>`
      select p.player_id, p.name, p.score, p.joined_position,
             (select string_agg(concat_ws(' ', a.question_index, a.points, a.correct::int,
                                          floor(extract(epoch from a.received_at) * 1000)), ' ')
              from rm_game_answers a where a.game_id = p.game_id and a.player_id = p.player_id) as answers
      from rm_game_players p
      where p.game_id = ${gameId} and not p.kicked and p.joined_position > ${after}::bigint
      order by p.joined_position
      limit ${pageSize}
    `.execute(db);
    for (const player of rows) {
      const row = table.addPlayer(player.player_id, player.name, player.score);
      const numbers = player.answers?.split(' ') ?? [];
      for (let i = 0; i + 3 < numbers.length; i += 4) {
        table.setAnswer(
          row,
          Number(numbers[i]),
          Number(numbers[i + 1]),
          numbers[i + 2] === '1',
          Number(numbers[i + 3]),
        );
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return table;
    after = last.joined_position;
  }
}

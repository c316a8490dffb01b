import { type Kysely, sql } from 'kysely';
import type { QuizQuestion } from '../../domain/question-types/registry.ts';
import { initialReportState, type ReportSharing } from '../../domain/report/events.ts';
import type { OutcomePlayer, StatAnswer } from '../../domain/report/statistics.ts';
import { readGameReport } from '../game-reports/index.ts';
import { opensOfPlay, readPlayReport } from '../play-reports/index.ts';
import type { ReportsTable } from './table.ts';

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A report as the list and the report's head show it. */
export type ReportSummary = Omit<
  ReportsTable,
  'started_at' | 'saved_at' | 'opens' | 'run_version' | 'report_version'
> & {
  started_at: string;
  saved_at: string;
};

/**
 * A live room's phase as the game's own report tells it: a lobby whose quizmaster's screen is gone was
 * abandoned (never played), see projections/game-reports.
 */
const SUMMARY = sql.raw(
  `r.report_id, r.quiz_id, r.played_as, r.quiz_title, r.name, r.sharing, r.status, r.players, r.player_limit, r.retry,
   case when r.phase = 'lobby' and g.host_away then 'abandoned' else r.phase end as phase`,
);
const FROM = sql.raw(
  `rm_reports r left join rm_game_reports g on g.game_id = r.report_id
   left join rm_play_reports p on p.play_id = r.report_id`,
);
/** A solo play's row is written when it starts and ends; while under way, its last answer was saved later. */
const SAVED_AT = iso('greatest(r.saved_at, p.last_answer_at)');
/** A live game's opening times are its row's; a solo play's answers each say when their question opened. */
const OPENS = sql`case when r.played_as = 'live' then r.opens else ${opensOfPlay(sql.raw('p'))} end`;

/** The reports of a quiz, newest first; rooms that never began are listed too, as such. */
export async function listReportsOfQuiz(db: Kysely<unknown>, quizId: string): Promise<ReportSummary[]> {
  const { rows } = await sql<ReportSummary>`
    select ${SUMMARY}, ${iso('r.started_at')} as started_at, ${SAVED_AT} as saved_at
    from ${FROM}
    where r.quiz_id = ${quizId}
    order by r.started_at desc, r.report_id limit 500
  `.execute(db);
  return rows;
}

export async function findReport(
  db: Kysely<unknown>,
  reportId: string,
): Promise<(ReportSummary & { opens: Record<string, string> }) | null> {
  const { rows } = await sql<ReportSummary & { opens: Record<string, string> }>`
    select ${SUMMARY}, ${OPENS} as opens, ${iso('r.started_at')} as started_at, ${SAVED_AT} as saved_at
    from ${FROM} where r.report_id = ${reportId}
  `.execute(db);
  return rows[0] ?? null;
}

/** An answer in a report; a play alone's also says when its question opened to the player. */
export interface ReportAnswer extends StatAnswer {
  opensAt?: string;
}

/** A player as statistics read them (domain/report/statistics.ts `StatPlayer`), answers as stored. */
export interface ReportPlayer extends OutcomePlayer {
  answers: Record<string, ReportAnswer>;
}

/** Everything inside a report: its questions as played, its players with their answers, and when each question opened. */
export interface ReportContent {
  report: ReportSummary;
  questions: QuizQuestion[];
  players: ReportPlayer[];
  opens: Record<string, string>;
}

/** A report's content, from the run's own read model (game-reports or play-reports). */
export async function readReportContent(
  db: Kysely<unknown>,
  reportId: string,
): Promise<ReportContent | null> {
  const found = await findReport(db, reportId);
  if (!found) return null;
  const { opens, ...report } = found;
  if (report.played_as === 'live') {
    const game = await readGameReport(db, reportId);
    // The game's own read model may be a moment behind this one: the report is there, still empty.
    if (!game) return { report, opens, questions: [], players: [] };
    return {
      report,
      opens,
      questions: game.questions,
      players: game.players.map(({ player_id, name, score, kicked, answers }) => ({
        player_id,
        name,
        score,
        kicked,
        answers,
      })),
    };
  }
  const play = await readPlayReport(db, reportId);
  if (!play) return { report, opens, questions: [], players: [] };
  return {
    report,
    opens,
    questions: play.questions,
    players: [
      {
        player_id: play.play_id,
        name: play.player_name,
        score: play.score,
        kicked: false,
        answers: play.answers,
      },
    ],
  };
}

/**
 * How each of these reports is shared (spec §3), by report id. A run whose report row is not written yet
 * is as every new report starts: private.
 */
export async function sharingOfReports(
  db: Kysely<unknown>,
  reportIds: readonly string[],
): Promise<(reportId: string) => ReportSharing> {
  const { rows } = await sql<{ report_id: string; sharing: ReportSharing }>`
    select report_id, sharing from rm_reports where report_id = any(${[...reportIds]}::uuid[])
  `.execute(db);
  const sharing = new Map(rows.map((row) => [row.report_id, row.sharing]));
  return (reportId) => sharing.get(reportId) ?? initialReportState.sharing;
}

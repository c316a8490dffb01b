import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { PlayerAnswer } from '../../domain/question-types/player-answer.ts';
import type { QuizQuestion } from '../../domain/question-types/registry.ts';

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface PlayListItem {
  play_id: string;
  player_name: string;
  retry: boolean;
  score: number;
  correct: number;
  questions: number;
  started_at: string;
  finished_at: string | null;
}

/** The solo plays of a quiz, newest first (the quiz's reports list, beside its live games). */
export async function listPlaysOfQuiz(db: Kysely<unknown>, quizId: string): Promise<PlayListItem[]> {
  const { rows } = await sql<PlayListItem>`
    select play_id, player_name, retry_of is not null as retry, score, correct,
           question_count as questions, ${iso('started_at')} as started_at, ${iso('finished_at')} as finished_at
    from rm_play_reports where quiz_id = ${quizId}
    order by started_at desc, play_id limit 200
  `.execute(db);
  return rows;
}

export interface PlayReport {
  play_id: string;
  quiz_id: string;
  player_name: string;
  retry: boolean;
  questions: QuizQuestion[];
  answers: Record<
    string,
    { answer: PlayerAnswer; points: number; correct: boolean; receivedAt: string; opensAt: string }
  >;
  score: number;
  coins: number;
  started_at: string;
  finished_at: string | null;
}

export async function readPlayReport(db: Kysely<unknown>, playId: string): Promise<PlayReport | null> {
  const { rows } = await sql<PlayReport>`
    select p.play_id, p.quiz_id, p.player_name, p.retry_of is not null as retry, c.questions, p.answers, p.score, p.coins,
           ${iso('p.started_at')} as started_at, ${iso('p.finished_at')} as finished_at
    from rm_play_reports p join rm_play_contents c using (content_key)
    where p.play_id = ${playId}
  `.execute(db);
  return rows[0] ?? null;
}

export interface Versus {
  /** Where this play ranks among everyone's first finished plays of the quiz; null until it is finished. */
  standing: { rank: number; players: number } | null;
  /** The best first plays of the quiz. */
  leaders: Array<{ name: string; score: number }>;
  /** The best earlier run's score after each question, to play against its pace ("ghost"); null when none. */
  ghost: { name: string; cumulative: number[] } | null;
}

const LEADERS = 5;

/**
 * Versus (issue 13): this play against everyone who played the quiz alone. Only first plays count:
 * a retry of known questions is practice, not a result to compare.
 */
export async function versusOf(
  db: Kysely<unknown>,
  quizId: string,
  playId: string,
  /** A play of homework ranks among the plays of that assignment only (its class), not everyone's. */
  assignmentId: string | null = null,
): Promise<Versus> {
  const among = assignmentId === null ? sql`` : sql`and assignment_id = ${assignmentId}`;
  const { rows: mine } = await sql<{ score: number; finished: boolean }>`
    select score, finished_at is not null as finished from rm_play_reports where play_id = ${playId}
  `.execute(db);
  const { rows: leaders } = await sql<{
    play_id: string;
    name: string;
    score: number;
    answers: PlayReport['answers'];
  }>`
    select play_id, player_name as name, score, answers from rm_play_reports
    where quiz_id = ${quizId} and retry_of is null and finished_at is not null ${among}
    order by score desc, finished_at, play_id limit ${LEADERS + 1}
  `.execute(db);
  let standing: Versus['standing'] = null;
  if (mine[0]?.finished) {
    const { rows } = await sql<{ better: number; players: number }>`
      select count(*) filter (where score > ${mine[0].score})::int as better, count(*)::int as players
      from rm_play_reports where quiz_id = ${quizId} and retry_of is null and finished_at is not null ${among}
    `.execute(db);
    standing = { rank: (rows[0]?.better ?? 0) + 1, players: rows[0]?.players ?? 0 };
  }
  const best = leaders.find((leader) => leader.play_id !== playId);
  return {
    standing,
    leaders: leaders.slice(0, LEADERS).map(({ name, score }) => ({ name, score })),
    ghost: best ? { name: best.name, cumulative: cumulativeScores(best.answers) } : null,
  };
}

/** The running total after each question (a question left unanswered adds nothing). */
function cumulativeScores(answers: PlayReport['answers']): number[] {
  const last = Math.max(-1, ...Object.keys(answers).map(Number));
  const totals: number[] = [];
  let sum = 0;
  for (let index = 0; index <= last; index++) {
    sum += answers[String(index)]?.points ?? 0;
    totals.push(sum);
  }
  return totals;
}

/**
 * Read-your-writes for a run that has just ended: waits (briefly) until its report has the end, on
 * whichever node asks. The end itself does not wait, so thousands finishing at once are not held up.
 */
export async function waitForFinishedReport(
  db: Kysely<unknown>,
  playId: string,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ done: boolean }>`
      select finished_at is not null as done from rm_play_reports where play_id = ${playId}
    `.execute(db);
    if (rows[0]?.done || Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A signed-in player's coins (spec player state "coin total"): every coin their plays earned, as frozen. */
export async function coinsOfUser(db: Kysely<unknown>, userId: string): Promise<number> {
  const { rows } = await sql<{ coins: number }>`
    select coalesce(sum(coins), 0)::int as coins from rm_play_reports where user_id = ${userId}
  `.execute(db);
  return rows[0]?.coins ?? 0;
}

/**
 * When each answered question of a play opened, by its position (the start of each answer's time), as
 * an SQL expression over a `rm_play_reports` row: each answer says when its question opened.
 */
export function opensOfPlay(play: RawBuilder<unknown>) {
  return sql<
    Record<string, string>
  >`coalesce((select jsonb_object_agg(a.key, a.value->'opensAt') from jsonb_each(${play}.answers) a), '{}'::jsonb)`;
}

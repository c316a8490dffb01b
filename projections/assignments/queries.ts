import { type Kysely, sql } from 'kysely';
import { attemptKeyOf, endOf } from '../../domain/assignment/rules.ts';
import { initialReportState, type ReportSharing } from '../../domain/report/events.ts';

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface AssignmentRow {
  assignment_id: string;
  quiz_id: string;
  owner_id: string;
  title: string;
  opens_at: string;
  deadline: string;
  closed_at: string | null;
  attempt_limit: number | null;
  random_order: boolean;
  show_correct_answer: boolean;
  created_at: string;
  /** Counted attempts started by all students (retries are practice and left out). */
  attempts: number;
}

const selectAssignments = sql`
  select a.assignment_id, a.quiz_id, a.owner_id, a.title, ${iso('a.opens_at')} as opens_at,
         ${iso('a.deadline')} as deadline, ${iso('a.closed_at')} as closed_at, a.attempt_limit,
         a.random_order, a.show_correct_answer, ${iso('a.created_at')} as created_at,
         (select count(*)::int from rm_play_reports p
          where p.assignment_id = a.assignment_id and p.retry_of is null) as attempts
  from rm_assignments a`;

/** A quiz's assignments, the latest opening first. */
export async function listAssignmentsOfQuiz(db: Kysely<unknown>, quizId: string): Promise<AssignmentRow[]> {
  const { rows } = await sql<AssignmentRow>`
    ${selectAssignments} where a.quiz_id = ${quizId} order by a.opens_at desc, a.assignment_id limit 200
  `.execute(db);
  return rows;
}

/**
 * The assignments of a quiz a student can still do: open now or opening later, the soonest end
 * first. A quiz's page lists them, so a class given only the quiz code finds its homework.
 */
export async function currentAssignmentsOfQuiz(
  db: Kysely<unknown>,
  quizId: string,
  now: string,
): Promise<AssignmentRow[]> {
  const { rows } = await sql<AssignmentRow>`
    ${selectAssignments}
    where a.quiz_id = ${quizId} and a.deadline > ${now}::timestamptz
      and (a.closed_at is null or a.closed_at > ${now}::timestamptz)
    order by least(a.deadline, coalesce(a.closed_at, a.deadline)), a.assignment_id limit 5
  `.execute(db);
  return rows;
}

export async function readAssignment(
  db: Kysely<unknown>,
  assignmentId: string,
): Promise<AssignmentRow | null> {
  const { rows } = await sql<AssignmentRow>`
    ${selectAssignments} where a.assignment_id = ${assignmentId}
  `.execute(db);
  return rows[0] ?? null;
}

export interface AssignmentRun {
  play_id: string;
  /** A retry of wrong answers: practice, not an attempt. */
  retry: boolean;
  score: number;
  correct: number;
  questions: number;
  started_at: string;
  finished_at: string | null;
}

export interface AssignmentPlayer {
  name: string;
  signed_in: boolean;
  /** Counted attempts (retries excluded). */
  attempts: number;
  /** The best finished attempt's score and right answers; null until an attempt is finished. */
  best_score: number | null;
  best_correct: number | null;
  questions: number;
  last_finished_at: string | null;
  /** Whether an attempt was finished by the deadline (or the early close). */
  on_time: boolean;
  runs: AssignmentRun[];
}

interface RunRow extends AssignmentRun {
  user_id: string | null;
  player_name: string;
  sharing: ReportSharing;
}

/**
 * Who has done the assignment: each student (keyed as their attempts are counted, rules.ts
 * attemptKeyOf) with their attempts, best result and every run, first started first. Only the runs
 * whose report `mayRead` lets the reader see (domain/report/access.ts) count.
 */
export async function playersOfAssignment(
  db: Kysely<unknown>,
  assignment: Pick<AssignmentRow, 'assignment_id' | 'opens_at' | 'deadline' | 'closed_at'>,
  mayRead: (sharing: ReportSharing) => boolean = () => true,
): Promise<AssignmentPlayer[]> {
  // A retry starts after the play it retries, even within the same millisecond.
  const { rows } = await sql<RunRow>`
    select play_id, user_id, player_name, retry_of is not null as retry, score, correct,
           question_count as questions, ${iso('started_at')} as started_at,
           ${iso('finished_at')} as finished_at,
           coalesce((select r.sharing from rm_reports r where r.report_id = play_id), ${initialReportState.sharing}) as sharing
    from rm_play_reports where assignment_id = ${assignment.assignment_id}
    order by started_at, retry_of is not null, play_id limit 5000
  `.execute(db);
  const end = Date.parse(
    endOf({ opensAt: assignment.opens_at, deadline: assignment.deadline, closedAt: assignment.closed_at }),
  );
  const players = new Map<string, AssignmentPlayer>();
  for (const { user_id, player_name, sharing, ...run } of rows) {
    if (!mayRead(sharing)) continue;
    const key = attemptKeyOf({ userId: user_id, name: player_name });
    let player = players.get(key);
    if (!player) {
      player = {
        name: player_name,
        signed_in: user_id !== null,
        attempts: 0,
        best_score: null,
        best_correct: null,
        questions: run.questions,
        last_finished_at: null,
        on_time: false,
        runs: [],
      };
      players.set(key, player);
    }
    player.runs.push(run);
    if (run.retry) continue;
    player.attempts += 1;
    if (run.finished_at === null) continue;
    if (player.best_score === null || run.score > player.best_score) {
      player.best_score = run.score;
      player.best_correct = run.correct;
      player.questions = run.questions;
    }
    if (player.last_finished_at === null || run.finished_at > player.last_finished_at)
      player.last_finished_at = run.finished_at;
    if (Date.parse(run.finished_at) <= end) player.on_time = true;
  }
  return [...players.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * How many counted attempts at an assignment a student has started (retries are practice), keyed as
 * the assignment counts them (rules.ts attemptKeyOf): a signed-in student's by account, a guest's by
 * the name's key, so "NORA" and "nora" are one student.
 */
export async function attemptsOfPlayer(
  db: Kysely<unknown>,
  assignmentId: string,
  player: { userId: string | null; name: string },
): Promise<number> {
  const { rows } = await sql<{ user_id: string | null; player_name: string }>`
    select user_id, player_name from rm_play_reports
    where assignment_id = ${assignmentId} and retry_of is null
      and ${player.userId === null ? sql`user_id is null` : sql`user_id = ${player.userId}`}
    limit 5000
  `.execute(db);
  const key = attemptKeyOf(player);
  return rows.filter((row) => attemptKeyOf({ userId: row.user_id, name: row.player_name }) === key).length;
}

import { type Kysely, sql } from 'kysely';
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
           jsonb_array_length(questions)::int as questions, ${iso('started_at')} as started_at, ${iso('finished_at')} as finished_at
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
  answers: Record<string, { answer: PlayerAnswer; points: number; correct: boolean; receivedAt: string }>;
  score: number;
  coins: number;
  started_at: string;
  finished_at: string | null;
}

export async function readPlayReport(db: Kysely<unknown>, playId: string): Promise<PlayReport | null> {
  const { rows } = await sql<PlayReport>`
    select play_id, quiz_id, player_name, retry_of is not null as retry, questions, answers, score, coins,
           ${iso('started_at')} as started_at, ${iso('finished_at')} as finished_at
    from rm_play_reports where play_id = ${playId}
  `.execute(db);
  return rows[0] ?? null;
}

import { type Kysely, sql } from 'kysely';

export const QUIZ_LOG_PAGE_SIZE = 20;

export interface QuizLogEntry {
  action: string;
  payload: unknown;
  actor_id: string | null;
  actor_name: string | null;
  at: string;
}

/** A page of a quiz's audit log, newest first, with who did it (their name, unless forgotten). */
export async function readQuizLog(db: Kysely<unknown>, quizId: string, page: number) {
  const offset = (page - 1) * QUIZ_LOG_PAGE_SIZE;
  const { rows } = await sql<QuizLogEntry & { total: string }>`
    select l.action, l.payload, l.actor_id, u.name as actor_name, to_char(l.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
           count(*) over () as total
    from rm_quiz_logs l left join rm_users u on u.id = l.actor_id
    where l.quiz_id = ${quizId}
    order by l.position desc
    limit ${QUIZ_LOG_PAGE_SIZE} offset ${offset}
  `.execute(db);
  return {
    items: rows.map(({ total: _total, ...entry }) => entry),
    page,
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
    page_size: QUIZ_LOG_PAGE_SIZE,
  };
}

import { type Kysely, sql } from 'kysely';

/** A quiz's cover picture (spec Quiz image fields), kept whole as the QuizImageChanged event has it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_quizzes add column picture jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_quizzes drop column picture`.execute(db);
}

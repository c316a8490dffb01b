import { type Kysely, sql } from 'kysely';

/** A quiz's look (theme, colours, background, music), kept whole as the QuizLookChanged event has it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_quizzes add column look jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_quizzes drop column look`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * Who a quiz is for (spec tags, countries, age, difficult, class_subject, class_grade: one jsonb, as the
 * QuizAudienceChanged event has it; null until first set) and its end-of-quiz message (custom_message).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_quizzes add column audience jsonb, add column custom_message text not null default ''`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_quizzes drop column audience, drop column custom_message`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * A solo play's report kept its own copy of the questions it played, about 5 kB, so a class of 400
 * starting their homework wrote the same questions 400 times and sent them to PostgreSQL each time.
 * Plays of the same questions (in the same order) now share one row of `rm_play_contents`, named by
 * a hash of the questions, and a report keeps that name and how many questions it has. The report
 * starts over from the log, whose events still hold each play's questions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_play_contents (
      content_key text primary key,
      questions jsonb not null
    )
  `.execute(db);
  await sql`truncate table rm_play_reports`.execute(db);
  await sql`delete from projection_checkpoints where name = 'play-reports'`.execute(db);
  await sql`alter table rm_play_reports drop column questions`.execute(db);
  await sql`alter table rm_play_reports add column content_key text not null`.execute(db);
  await sql`alter table rm_play_reports add column question_count integer not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`truncate table rm_play_reports`.execute(db);
  await sql`delete from projection_checkpoints where name = 'play-reports'`.execute(db);
  await sql`alter table rm_play_reports drop column content_key`.execute(db);
  await sql`alter table rm_play_reports drop column question_count`.execute(db);
  await sql`alter table rm_play_reports add column questions jsonb not null`.execute(db);
  await sql`drop table rm_play_contents`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * A solo play's row in `rm_reports` is now written only when it starts and ends: every question shown
 * and every answer rewrote it, for thousands of players at once. What it held between the two moves to
 * the play's own report: each answer now says when its question opened (the average answer time's
 * start, which was `rm_reports.opens`), and `last_answer_at` is when a play under way was last saved.
 * The play reports start over from the log, whose answers are read with their opening time (an
 * upcaster takes it from the shown question for answers stored before), and the plays' rows in
 * `rm_reports` drop the opening times nobody reads any more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`truncate table rm_play_reports`.execute(db);
  await sql`delete from projection_checkpoints where name = 'play-reports'`.execute(db);
  await sql`alter table rm_play_reports add column last_answer_at timestamptz`.execute(db);
  await sql`update rm_reports set opens = '{}'::jsonb where played_as <> 'live' and opens <> '{}'::jsonb`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`truncate table rm_play_reports`.execute(db);
  await sql`delete from projection_checkpoints where name = 'play-reports'`.execute(db);
  await sql`alter table rm_play_reports drop column last_answer_at`.execute(db);
  // The plays' opening times come back from the log: the reports start over.
  await sql`truncate table rm_reports`.execute(db);
  await sql`delete from projection_checkpoints where name = 'reports'`.execute(db);
}

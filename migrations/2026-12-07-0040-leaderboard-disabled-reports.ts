import { type Kysely, sql } from 'kysely';

/**
 * A leaderboard no longer counts a report whose owner turned its sharing off (issue 28 item 15): its
 * copy of each report says whether it is `disabled`, from the reports' own sharing events. The
 * leaderboards start over from the log, so reports turned off before the upgrade leave every board.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await startOver(db);
  await sql`alter table rm_leaderboard_reports add column disabled boolean not null default false`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await startOver(db);
  await sql`alter table rm_leaderboard_reports drop column disabled`.execute(db);
}

async function startOver(db: Kysely<unknown>): Promise<void> {
  await sql`truncate table rm_leaderboards, rm_leaderboard_reports, rm_leaderboard_responses`.execute(db);
  await sql`delete from projection_checkpoints where name = 'leaderboards'`.execute(db);
}

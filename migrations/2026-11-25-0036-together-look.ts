import { type Kysely, sql } from 'kysely';

/** A play-together group's lobby shows the quiz's look, frozen in TogetherCreated; null for older groups. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_together add column look jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_together drop column look`.execute(db);
}

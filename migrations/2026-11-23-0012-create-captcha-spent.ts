import { type Kysely, sql } from 'kysely';

/** Captcha solutions already used: each works once (until its challenge expires anyway). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table captcha_spent (signature text primary key, expires_at timestamptz not null)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table captcha_spent`.execute(db);
}

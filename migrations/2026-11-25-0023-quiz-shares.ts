import { type Kysely, sql } from 'kysely';

/**
 * Sharing of quizzes: one row per person a quiz is shared with (by account, or by an e-mail that has
 * no confirmed account yet), and one row per quiz for its share link and the stream version read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_quiz_sharing (
      quiz_id uuid primary key,
      link_id uuid,
      version integer not null
    )
  `.execute(db);
  await sql`
    create table rm_quiz_shares (
      share_id uuid primary key,
      quiz_id uuid not null,
      user_id uuid,
      email text,
      can_read boolean not null,
      can_edit boolean not null,
      can_access_report boolean not null,
      created_at timestamptz not null,
      -- The sharing stream's version that made it: the order shares were made in.
      seq integer not null
    )
  `.execute(db);
  await sql`create index rm_quiz_shares_quiz on rm_quiz_shares (quiz_id, seq)`.execute(db);
  await sql`create index rm_quiz_shares_user on rm_quiz_shares (user_id) where user_id is not null`.execute(
    db,
  );
  await sql`create index rm_quiz_shares_email on rm_quiz_shares (email) where user_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_quiz_shares`.execute(db);
  await sql`drop table rm_quiz_sharing`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/** Play together: one row per group and one per member, with each member's progress in their play. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_together (
      together_id uuid primary key,
      quiz_id uuid not null,
      quiz_code text not null,
      quiz_title text not null,
      phase text not null,
      stream_version integer not null,
      version integer not null
    )
  `.execute(db);
  await sql`
    create table rm_together_members (
      member_id uuid primary key,
      together_id uuid not null,
      seq integer not null,
      user_id uuid,
      name text not null,
      play_id uuid unique,
      question integer not null default 0,
      total integer not null default 0,
      score integer not null default 0,
      finished_at timestamptz,
      play_version integer not null default 0
    )
  `.execute(db);
  await sql`create index rm_together_members_group on rm_together_members (together_id, seq)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_together_members`.execute(db);
  await sql`drop table rm_together`.execute(db);
}

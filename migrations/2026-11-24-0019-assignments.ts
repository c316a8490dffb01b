import { type Kysely, sql } from 'kysely';

/** Homework: one row per assignment, and each solo play's assignment (null for a free play). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_assignments (
      assignment_id uuid primary key,
      quiz_id uuid not null,
      owner_id uuid not null,
      title text not null,
      opens_at timestamptz not null,
      deadline timestamptz not null,
      closed_at timestamptz,
      attempt_limit integer,
      random_order boolean not null,
      show_correct_answer boolean not null,
      created_at timestamptz not null,
      version integer not null
    )
  `.execute(db);
  await sql`create index rm_assignments_quiz on rm_assignments (quiz_id, opens_at desc)`.execute(db);
  await sql`alter table rm_play_reports add column assignment_id uuid`.execute(db);
  await sql`
    create index rm_play_reports_assignment on rm_play_reports (assignment_id, started_at)
    where assignment_id is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index rm_play_reports_assignment`.execute(db);
  await sql`alter table rm_play_reports drop column assignment_id`.execute(db);
  await sql`drop table rm_assignments`.execute(db);
}

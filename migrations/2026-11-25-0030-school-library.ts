import { type Kysely, sql } from 'kysely';

/**
 * The school library (issue 15): one row per quiz ever listed in a school's library (`listed` false once
 * taken out, so a replayed share never brings it back). Members search their
 * school's rows (and the country's listed ones) by text, subject, grade and level, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_library (
      quiz_id uuid primary key,
      school_id uuid not null,
      owner_id text not null,
      title text not null,
      level text not null,
      age_min integer not null,
      age_max integer not null,
      subject_id uuid not null,
      subject_name text not null,
      grades integer[] not null,
      description text not null,
      image text not null,
      question_count integer not null,
      country text,
      active boolean not null,
      listed boolean not null,
      listed_at timestamptz not null,
      updated_at timestamptz not null,
      position bigint not null
    )
  `.execute(db);
  // A school's library, newest first: the page every member opens, and the seek for every filter.
  await sql`create index rm_library_school on rm_library (school_id, listed_at desc, quiz_id) where listed`.execute(
    db,
  );
  await sql`create index rm_library_country on rm_library (country, listed_at desc) where listed and country is not null`.execute(
    db,
  );
  await sql`create index rm_library_owner on rm_library (owner_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_library`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/** Schools (issue 15): each school, its members, subjects, access requests, invitations, and each person's current school. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_schools (
      school_id uuid primary key,
      school_name text not null,
      slug text not null,
      contact_name text,
      phone text,
      email text,
      district text not null,
      country text not null,
      time_zone text not null,
      feide_org text,
      created_by text not null,
      created_at timestamptz not null,
      stream_version integer not null
    )
  `.execute(db);
  await sql`create index rm_schools_slug on rm_schools (slug)`.execute(db);
  await sql`create index rm_schools_feide_org on rm_schools (feide_org) where feide_org is not null`.execute(
    db,
  );
  await sql`
    create table rm_school_members (
      school_id uuid not null,
      user_id text not null,
      role text not null,
      status text not null,
      admin boolean not null,
      via text not null,
      joined_at timestamptz not null,
      primary key (school_id, user_id)
    )
  `.execute(db);
  await sql`create index rm_school_members_user on rm_school_members (user_id)`.execute(db);
  await sql`
    create table rm_school_subjects (
      subject_id uuid primary key,
      school_id uuid not null,
      name text not null,
      active boolean not null,
      seq integer not null
    )
  `.execute(db);
  await sql`create index rm_school_subjects_school on rm_school_subjects (school_id, seq)`.execute(db);
  await sql`
    create table rm_school_requests (
      school_id uuid not null,
      user_id text not null,
      requested_at timestamptz not null,
      status text not null,
      primary key (school_id, user_id)
    )
  `.execute(db);
  await sql`
    create table rm_school_invitations (
      invitation_id uuid primary key,
      school_id uuid not null,
      email text,
      role text not null,
      status text not null,
      invited_at timestamptz not null,
      accepted_by text
    )
  `.execute(db);
  await sql`create index rm_school_invitations_school on rm_school_invitations (school_id, invited_at)`.execute(
    db,
  );
  await sql`
    create table rm_school_current (
      user_id text primary key,
      school_id uuid not null
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rm_school_current',
    'rm_school_invitations',
    'rm_school_requests',
    'rm_school_subjects',
    'rm_school_members',
    'rm_schools',
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
}

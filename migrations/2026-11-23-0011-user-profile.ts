import { type Kysely, sql } from 'kysely';

/** Profile fields in the users read model (accounts issue, profile). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table rm_users
      add column phone text,
      add column newsletter boolean not null default false,
      add column avatar_path text,
      add column last_activity_day text
  `.execute(db);
  await sql`alter table one_time_tokens drop constraint one_time_tokens_purpose_check`.execute(db);
  await sql`
    alter table one_time_tokens
      add constraint one_time_tokens_purpose_check check (purpose in ('confirm_email', 'reset_password', 'refresh', 'change_email')),
      add column payload text
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table one_time_tokens drop column payload`.execute(db);
  await sql`alter table rm_users drop column phone, drop column newsletter, drop column avatar_path, drop column last_activity_day`.execute(
    db,
  );
}

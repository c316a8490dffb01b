import { type Kysely, sql } from 'kysely';

/**
 * The append-only log (DESIGN §2). `position` orders events; `transaction_id`
 * lets readers skip nothing: they only take rows whose transaction is older
 * than every transaction still running, and order by (transaction_id, position).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table events (
      position bigint generated always as identity primary key,
      transaction_id xid8 not null default pg_current_xact_id(),
      stream_name text not null,
      stream_version integer not null check (stream_version > 0),
      event_id uuid not null unique,
      type text not null,
      data jsonb not null,
      metadata jsonb not null,
      unique (stream_name, stream_version)
    )
  `.execute(db);
  await sql`create index events_log_order on events (transaction_id, position)`.execute(db);
  await sql`create index events_type_log_order on events (type, transaction_id, position)`.execute(db);

  // Events are never updated or deleted: enforce it in the database too.
  await sql`
    create function events_are_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'events are append-only';
    end $$
  `.execute(db);
  await sql`
    create trigger events_no_update_or_delete before update or delete on events
    for each row execute function events_are_immutable()
  `.execute(db);
  await sql`
    create trigger events_no_truncate before truncate on events
    for each statement execute function events_are_immutable()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table events`.execute(db);
  await sql`drop function events_are_immutable`.execute(db);
}

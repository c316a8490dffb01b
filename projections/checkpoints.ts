import { type Kysely, sql } from 'kysely';
import { LOG_START, type LogPosition } from '../domain/shared/event.ts';

export interface ProjectionCheckpointsTable {
  name: string;
  transaction_id: bigint;
  position: bigint;
}

export async function readCheckpoint(db: Kysely<unknown>, name: string): Promise<LogPosition> {
  const { rows } = await sql<ProjectionCheckpointsTable>`
    select transaction_id, position from projection_checkpoints where name = ${name}
  `.execute(db);
  const row = rows[0];
  return row ? { transactionId: row.transaction_id, position: row.position } : LOG_START;
}

export async function writeCheckpoint(db: Kysely<unknown>, name: string, at: LogPosition): Promise<void> {
  await sql`
    insert into projection_checkpoints (name, transaction_id, position, updated_at)
    values (${name}, ${at.transactionId}, ${at.position}, now())
    on conflict (name) do update
      set transaction_id = excluded.transaction_id, position = excluded.position, updated_at = now()
  `.execute(db);
}

export async function deleteCheckpoint(db: Kysely<unknown>, name: string): Promise<void> {
  await sql`delete from projection_checkpoints where name = ${name}`.execute(db);
}

/** Several read models' checkpoints in one statement; a read model with none starts at the log's start. */
export async function readCheckpoints(
  db: Kysely<unknown>,
  names: readonly string[],
): Promise<Map<string, LogPosition>> {
  const { rows } = await sql<ProjectionCheckpointsTable>`
    select name, transaction_id, position from projection_checkpoints where name = any(${[...names]}::text[])
  `.execute(db);
  const found = new Map(
    rows.map((row) => [row.name, { transactionId: row.transaction_id, position: row.position }]),
  );
  return new Map(names.map((name) => [name, found.get(name) ?? LOG_START]));
}

/** Moves several read models' checkpoints in one statement. */
export async function writeCheckpoints(
  db: Kysely<unknown>,
  moves: ReadonlyArray<{ name: string; at: LogPosition }>,
): Promise<void> {
  if (moves.length === 0) return;
  await sql`
    insert into projection_checkpoints (name, transaction_id, position, updated_at)
    select name, transaction_id, position, now()
    from unnest(${moves.map((m) => m.name)}::text[], ${moves.map((m) => m.at.transactionId.toString())}::bigint[],
      ${moves.map((m) => m.at.position.toString())}::bigint[]) as m(name, transaction_id, position)
    on conflict (name) do update
      set transaction_id = excluded.transaction_id, position = excluded.position, updated_at = now()
  `.execute(db);
}

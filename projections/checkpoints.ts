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

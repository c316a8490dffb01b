import type { ColumnType, Generated } from 'kysely';

/** The `events` table as Kysely sees it (migrations/2026-11-23-0001). */
export interface EventsTable {
  position: Generated<bigint>;
  transaction_id: ColumnType<string, never, never>;
  stream_name: string;
  stream_version: number;
  event_id: string;
  type: string;
  data: unknown;
  metadata: unknown;
}

export interface EventStoreTables {
  events: EventsTable;
}

import { type Kysely, sql } from 'kysely';

export interface ServerSettings {
  postgres: string;
  /** As configured, never changed by the benchmark: figures only compare at the same durability. */
  durability: { synchronous_commit: string; fsync: string; wal_sync_method: string };
}

export async function readServerSettings(db: Kysely<unknown>): Promise<ServerSettings> {
  const show = async (name: string) => {
    // SHOW takes no bind parameters; current_setting does and reads the same value.
    const { rows } = await sql<{ value: string }>`select current_setting(${name}) as value`.execute(db);
    return rows[0]!.value;
  };
  return {
    postgres: await show('server_version'),
    durability: {
      synchronous_commit: await show('synchronous_commit'),
      fsync: await show('fsync'),
      wal_sync_method: await show('wal_sync_method'),
    },
  };
}

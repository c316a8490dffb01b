import { type Kysely, sql } from 'kysely';

export interface MediaUsage {
  storedBytes: number;
  files: number;
  /** The version of the account's ledger stream the figures reflect (0: nothing uploaded yet). */
  version: number;
}

/** What an account has stored, as far as the read model has applied its ledger. */
export async function readMediaUsage(db: Kysely<unknown>, userId: string): Promise<MediaUsage> {
  const { rows } = await sql<{ stored_bytes: string; files: number; version: number }>`
    select stored_bytes, files, version from rm_media_usage where user_id = ${userId}
  `.execute(db);
  const row = rows[0];
  return row
    ? { storedBytes: Number(row.stored_bytes), files: row.files, version: row.version }
    : { storedBytes: 0, files: 0, version: 0 };
}

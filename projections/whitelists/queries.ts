import { type Kysely, sql } from 'kysely';

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface WhitelistRow {
  whitelist_id: string;
  owner_kind: 'user' | 'school';
  owner_id: string;
  title: string;
  names: string[];
  total: number;
  cloned_from: string | null;
  created_at: string;
  updated_at: string;
}

const selectWhitelists = sql`
  select whitelist_id, owner_kind, owner_id, title, names, total, cloned_from,
         ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at
  from rm_whitelists`;

/** An owner's lists, newest first; `search` narrows by title (spec §7 GET with a query). */
export async function listWhitelistsOf(
  db: Kysely<unknown>,
  owner: { kind: 'user' | 'school'; id: string },
  search = '',
): Promise<WhitelistRow[]> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await sql<WhitelistRow>`
    ${selectWhitelists}
    where deleted_at is null and owner_kind = ${owner.kind} and owner_id = ${owner.id} and title ilike ${pattern}
    order by created_at desc, whitelist_id limit 500
  `.execute(db);
  return rows;
}

export async function readWhitelist(db: Kysely<unknown>, whitelistId: string): Promise<WhitelistRow | null> {
  const { rows } =
    await sql<WhitelistRow>`${selectWhitelists} where deleted_at is null and whitelist_id = ${whitelistId}`.execute(
      db,
    );
  return rows[0] ?? null;
}

import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './index.ts';

/** Brings the schema up to date; runs at start-up. Throws if any migration fails. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

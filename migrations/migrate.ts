import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './index.ts';

/** Brings the schema up to date; runs at start-up. Throws if any migration fails. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  // Features land in parallel with numbers handed out in advance, so a lower number may arrive after a
  // higher one already ran on an installation: run it then instead of refusing to start.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

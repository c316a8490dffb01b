import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from '../../migrations/index.ts';

/**
 * Brings a fresh database to the schema just before `migration`, so a migration test can put rows in
 * the shape they had before it, then migrate to the latest and see what a real upgrade makes of them.
 */
export async function migrateToJustBefore(db: Kysely<unknown>, migration: string): Promise<void> {
  const before = Object.keys(migrations)
    .sort()
    .filter((name) => name < migration)
    .at(-1)!;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateTo(before);
  if (error) throw error;
}

import type { Kysely } from 'kysely';
import { PersonalDataVault } from '../commands/privacy/personal-data-vault.ts';
import { allProjections } from '../projections/all.ts';
import { ProjectionRunner } from '../projections/runner.ts';
import { projectionLog } from './projection-log.ts';
import type { Secrets } from './secrets.ts';

export const projectionNames = () => allProjections.map((p) => p.name);

/**
 * Empties the named read models (all when none is named) and replays the
 * whole log into them, in batches, reading the log as the server does
 * (projection-log.ts): the same rows come out.
 */
export async function rebuildProjections(
  db: Kysely<unknown>,
  secrets: Pick<Secrets, 'vaultMasterKey'>,
  names: readonly string[],
  onRebuilt: (name: string, ms: number) => void = () => {},
): Promise<void> {
  const runner = new ProjectionRunner({
    db,
    log: projectionLog(new PersonalDataVault(db, secrets.vaultMasterKey)),
    projections: allProjections,
    // Followers are not told: a rebuild changes no data, it only restores it.
    publish: () => {},
    batchSize: 5000,
  });
  for (const name of names.length > 0 ? names : projectionNames()) {
    const started = performance.now();
    await runner.rebuild(name);
    onRebuilt(name, Math.round(performance.now() - started));
  }
}

import type { Kysely } from 'kysely';
import { PersonalDataVault } from '../commands/privacy/personal-data-vault.ts';
import { allProjections } from '../projections/all.ts';
import { type RebuildTimes, rebuildInOnePass } from '../projections/rebuild-pass.ts';
import { projectionLog } from './projection-log.ts';
import type { Secrets } from './secrets.ts';

export const projectionNames = (): string[] => allProjections.map((p) => p.name);

/**
 * Empties the named read models (all when none is named) and replays the
 * whole log into them in one pass, in batches, reading the log as the server
 * does (projection-log.ts): the same rows come out. `onRebuilt` hears each
 * read model's share of the time spent applying; the returned times add the
 * one read of the log they shared.
 */
export async function rebuildProjections(
  db: Kysely<unknown>,
  secrets: Pick<Secrets, 'vaultMasterKey'>,
  names: readonly string[],
  onRebuilt: (name: string, ms: number) => void = () => {},
): Promise<RebuildTimes> {
  const chosen = names.length > 0 ? allProjections.filter((p) => names.includes(p.name)) : allProjections;
  const times = await rebuildInOnePass({
    db,
    log: projectionLog(new PersonalDataVault(db, secrets.vaultMasterKey)),
    projections: chosen,
    batchSize: 20_000,
  });
  for (const projection of chosen)
    onRebuilt(projection.name, Math.round(times.applyMs[projection.name] ?? 0));
  return times;
}

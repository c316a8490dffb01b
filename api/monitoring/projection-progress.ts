import type { Kysely } from 'kysely';
import { countLogAfter } from '../../commands/event-store/read-log.ts';
import { allProjections } from '../../projections/all.ts';
import { readCheckpoint } from '../../projections/checkpoints.ts';
import type { Projection } from '../../projections/projection.ts';

export interface ProjectionProgress {
  name: string;
  /** Log position of the last event it applied ("0" before the first). */
  checkpoint: string;
  /** Events of the kinds it reads that the log holds beyond its checkpoint (counted up to LAG_COUNTED_UP_TO). */
  lag: number;
}

/** Beyond this the read model is replaying or stuck, and the exact figure no longer helps anyone. */
export const LAG_COUNTED_UP_TO = 100_000;

/** Where each read model stands against the log: for /api/health and /metrics. */
export async function projectionProgress(
  db: Kysely<unknown>,
  projections: readonly Projection[] = allProjections,
): Promise<ProjectionProgress[]> {
  return Promise.all(
    projections.map(async (projection) => {
      const checkpoint = await readCheckpoint(db, projection.name);
      const lag = await countLogAfter(db, checkpoint, {
        types: projection.eventTypes,
        upTo: LAG_COUNTED_UP_TO,
      });
      return { name: projection.name, checkpoint: checkpoint.position.toString(), lag };
    }),
  );
}

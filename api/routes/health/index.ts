import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import Type from 'typebox';
import { diskIsLow } from '../../../domain/media/rules.ts';
import type { AppDeps } from '../../app-deps.ts';
import { DataReply } from '../../contracts/envelope.ts';
import { projectionProgress } from '../../monitoring/projection-progress.ts';

const Stalled = Type.Object({ projection: Type.String(), position: Type.String(), error: Type.String() });
const ProjectionHealth = Type.Object({
  name: Type.String(),
  /** Log position of the last event the read model applied. */
  checkpoint: Type.String(),
  /** Events of its kinds in the log that it has not applied yet. */
  lag: Type.Integer({ minimum: 0 }),
});
const MediaDiskHealth = Type.Object({
  free_bytes: Type.Number(),
  total_bytes: Type.Number(),
  /** Below the free-space floor (KVISS_DISK_MIN_FREE_MB / _PERCENT): uploads are refused until there is room. */
  low: Type.Boolean(),
});
const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Literal('up'),
  projections: Type.Array(ProjectionHealth),
  stalled: Type.Optional(Type.Array(Stalled)),
  /** The disk of the media folder (and, by default, of the database). */
  media_disk: MediaDiskHealth,
  /** What an operator should see to: `media_disk_low`. */
  warnings: Type.Optional(Type.Array(Type.String())),
});

/**
 * For load balancers and operators: 200 only when the database answers; how far each read model lags.
 * `degraded` (still 200: the node serves) names each projection halted at an event it cannot apply,
 * with the event's position, and warns when the media disk is low (uploads are refused then).
 */
export const healthRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: DataReply(Health) } } }, async () => {
    await sql`select 1`.execute(deps.db);
    const projections = await projectionProgress(deps.db);
    const stalled = deps.projectionStalls.list();
    const space = await deps.mediaDisk();
    const low = diskIsLow(space, deps.uploadSettings);
    const media_disk = { free_bytes: space.freeBytes, total_bytes: space.totalBytes, low };
    const health = { database: 'up' as const, projections, media_disk };
    if (stalled.length === 0 && !low) return { data: { status: 'ok' as const, ...health } };
    const warnings = low ? ['media_disk_low'] : [];
    return {
      data: {
        status: 'degraded' as const,
        ...health,
        ...(stalled.length > 0 ? { stalled } : {}),
        ...(warnings.length > 0 ? { warnings } : {}),
      },
    };
  });
};

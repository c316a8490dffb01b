import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import Type from 'typebox';
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
const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Literal('up'),
  projections: Type.Array(ProjectionHealth),
  stalled: Type.Optional(Type.Array(Stalled)),
});

/**
 * For load balancers and operators: 200 only when the database answers; how far each read model lags.
 * `degraded` (still 200: the node serves) names each projection halted at an event it cannot apply,
 * with the event's position.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: DataReply(Health) } } }, async () => {
    await sql`select 1`.execute(deps.db);
    const projections = await projectionProgress(deps.db);
    const stalled = deps.projectionStalls.list();
    if (stalled.length > 0)
      return { data: { status: 'degraded' as const, database: 'up' as const, projections, stalled } };
    return { data: { status: 'ok' as const, database: 'up' as const, projections } };
  });
};

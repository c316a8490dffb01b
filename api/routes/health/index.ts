import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import Type from 'typebox';
import type { AppDeps } from '../../app-deps.ts';
import { DataReply } from '../../contracts/envelope.ts';

const Stalled = Type.Object({ projection: Type.String(), position: Type.String(), error: Type.String() });
const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Literal('up'),
  stalled: Type.Optional(Type.Array(Stalled)),
});

/**
 * For load balancers and operators: 200 only when the database answers. `degraded` (still 200: the
 * node serves) names each projection halted at an event it cannot apply, with the event's position.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: DataReply(Health) } } }, async () => {
    await sql`select 1`.execute(deps.db);
    const stalled = deps.projectionStalls.list();
    if (stalled.length > 0)
      return { data: { status: 'degraded' as const, database: 'up' as const, stalled } };
    return { data: { status: 'ok' as const, database: 'up' as const } };
  });
};

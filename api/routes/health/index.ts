import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import Type from 'typebox';
import type { AppDeps } from '../../app-deps.ts';
import { DataReply } from '../../contracts/envelope.ts';

const Health = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('up') });

/** For load balancers and operators: 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: DataReply(Health) } } }, async () => {
    await sql`select 1`.execute(deps.db);
    return { data: { status: 'ok' as const, database: 'up' as const } };
  });
};

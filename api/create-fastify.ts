import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { app } from './app.ts';
import type { AppDeps } from './app-deps.ts';
import { correlationId } from './plugins/correlation-id.ts';
import { OneLinePerRequest } from './plugins/request-log.ts';

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered: lets tests check each one (e.g. that none is open by mistake). */
    routeTable: RouteEntry[];
  }
}

export interface FastifyOptions {
  /** A pino logger shared with the rest of the server, or none (tests). */
  logger: FastifyBaseLogger | null;
  trustProxy: boolean;
}

/** A ready Fastify instance with the app registered; the caller listens or injects. */
export async function createFastify(deps: AppDeps, options: FastifyOptions) {
  const fastify = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: options.trustProxy,
    genReqId: correlationId,
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    // `discriminator`: a union tagged by a field (a question's `question_type`) is checked against its own branch only.
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, discriminator: true },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  const routes: RouteEntry[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  fastify.decorate('routeTable', routes);
  // Unencapsulated, so the root instance carries the app's decorators (e.g. `injectWS` for tests).
  await fastify.register(fp(app), { deps });
  await fastify.ready();
  return fastify;
}

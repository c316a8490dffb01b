import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isAuthGuard } from '../auth/authenticate.ts';

/**
 * The bearer requirement, declared for exactly the routes whose hooks
 * enforce it (`requireUser`): written by hand, it drifted from the guards.
 */
function declareBearer(route: RouteOptions): void {
  const hooks = [route.onRequest ?? [], route.preHandler ?? []].flat();
  if (!hooks.some(isAuthGuard)) return;
  route.schema = { ...route.schema, security: [{ bearer: [] }] };
}

/** OpenAPI generated from the routes' TypeBox schemas: `/api/docs` (UI) and `/api/docs/json`. */
export const openApi = fp(async (app: FastifyInstance) => {
  // Before swagger's own onRoute hook, which collects the routes.
  app.addHook('onRoute', declareBearer);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kviss API', version: '1', description: 'Live quiz and poll platform.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});

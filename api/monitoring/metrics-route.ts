import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-deps.ts';
import { addMetricSource, httpRequestSeconds, httpRequests, registry, websocketsOpened } from './metrics.ts';
import { projectionProgress } from './projection-progress.ts';

/**
 * Prometheus metrics at /metrics, for the operator's scraper. Not under /api and not in the API
 * description: keep it private behind the reverse proxy (README "Monitoring"). Not encapsulated, so its
 * hooks count every route.
 */
export const metricsRoute = fp(async (app: FastifyInstance, { deps }: { deps: AppDeps }) => {
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, not the URL: ids and PINs would make a series per request.
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: request.method, route, status_code: reply.statusCode });
    httpRequestSeconds.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.addHook('onReady', async () => {
    app.websocketServer?.on('connection', () => websocketsOpened.inc());
  });
  const removeSource = addMetricSource({
    running: () => deps.liveGames.running(),
    openSockets: () => app.websocketServer?.clients.size ?? 0,
    projections: () => projectionProgress(deps.db),
  });
  app.addHook('onClose', async () => removeSource());

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
});

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * This process's Prometheus metrics (/metrics). One registry per process, as Prometheus scrapes each node
 * on its own; the gauges read their sources (one per app instance; tests run several) when scraped.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'kviss_' });

export interface MetricSource {
  /** Live games this node runs, and their players. */
  running(): Promise<{ games: number; players: number }>;
  openSockets(): number;
  projections(): Promise<Array<{ name: string; lag: number }>>;
}

const sources = new Set<MetricSource>();

/** Adds an app's live figures to the gauges; returns how to take them out again (when it closes). */
export function addMetricSource(source: MetricSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

export const httpRequests = new Counter({
  name: 'kviss_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [registry],
});

export const httpRequestSeconds = new Histogram({
  name: 'kviss_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const websocketsOpened = new Counter({
  name: 'kviss_websocket_connections_opened_total',
  help: 'Websocket connections accepted since start',
  registers: [registry],
});

export const eventStoreAppendSeconds = new Histogram({
  name: 'kviss_event_store_append_duration_seconds',
  help: 'Time an append to the event log takes, until its transaction commits',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [registry],
});

new Gauge({
  name: 'kviss_websocket_connections',
  help: 'Websocket connections open now',
  registers: [registry],
  collect() {
    this.set([...sources].reduce((sum, source) => sum + source.openSockets(), 0));
  },
});

async function running(): Promise<{ games: number; players: number }> {
  const figures = await Promise.all([...sources].map((source) => source.running()));
  return {
    games: figures.reduce((sum, f) => sum + f.games, 0),
    players: figures.reduce((sum, f) => sum + f.players, 0),
  };
}

new Gauge({
  name: 'kviss_live_games',
  help: 'Live games this node runs that have not ended',
  registers: [registry],
  async collect() {
    this.set((await running()).games);
  },
});

new Gauge({
  name: 'kviss_live_players',
  help: 'Players in the live games this node runs',
  registers: [registry],
  async collect() {
    this.set((await running()).players);
  },
});

new Gauge({
  name: 'kviss_projection_lag_events',
  help: 'Events in the log that a read model has not applied yet',
  labelNames: ['projection'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const source of sources) {
      for (const { name, lag } of await source.projections()) this.inc({ projection: name }, lag);
    }
  },
});

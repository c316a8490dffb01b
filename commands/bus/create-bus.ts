import type { Bus } from './bus.ts';
import { InProcessBus } from './in-process-bus.ts';
import { RedisBus } from './redis-bus.ts';
import type { BusErrorHandler } from './subscription.ts';

export interface CreateBusOptions {
  /** REDIS_URL: nodes share one Redis (DESIGN §3). Without it, the bus reaches this process only. */
  redisUrl?: string;
  /** Channel prefix on Redis; ignored in process. */
  prefix?: string;
  onError?: BusErrorHandler;
}

export function createBus(options: CreateBusOptions): Bus {
  const { redisUrl, prefix, onError } = options;
  return redisUrl ? new RedisBus({ redisUrl, prefix, onError }) : new InProcessBus({ onError });
}

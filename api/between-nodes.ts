import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type Bus, createBus } from '../commands/bus/index.ts';
import { memoryGameLeases } from '../commands/live-game/memory-leases.ts';
import { redisGameLeases } from '../commands/live-game/redis-leases.ts';
import { systemClock } from '../commands/ports/clock.ts';
import type { GameLeases } from '../commands/ports/game-leases.ts';
import { type CounterStore, memoryCounterStore, redisCounterStore } from './rate-limit/counter-store.ts';

export interface BetweenNodesSettings {
  /** REDIS_URL; without it this node is on its own and everything stays in process. */
  redisUrl: string | null;
  /** KVISS_REDIS_PREFIX: starts every Redis key and channel, so installations sharing one Redis never meet. */
  redisPrefix: string;
}

/** What the nodes of one installation share: the bus, the live-game leases and the rate-limit counters. */
export interface BetweenNodes {
  /** The shared Redis connection (null on a node of its own), for more shared state: key it under `prefix`. */
  redis: Redis | null;
  prefix: string;
  bus: Bus;
  leases: GameLeases;
  counters: CounterStore;
  close(): Promise<void>;
}

/** The one place that names Redis keys and channels: all of them start with the installation's prefix. */
export function connectBetweenNodes(settings: BetweenNodesSettings, log: FastifyBaseLogger): BetweenNodes {
  const { redisUrl, redisPrefix: prefix } = settings;
  const bus = createBus({
    redisUrl: redisUrl ?? undefined,
    prefix,
    onError: (error) => log.warn({ err: error }, 'bus error'),
  });
  if (!redisUrl) {
    return {
      redis: null,
      prefix,
      bus,
      leases: memoryGameLeases(systemClock),
      counters: memoryCounterStore(() => Date.now()),
      close: () => bus.close(),
    };
  }
  const redis = new Redis(redisUrl);
  redis.on('error', (error) => log.warn({ err: error }, 'redis error'));
  return {
    redis,
    prefix,
    bus,
    leases: redisGameLeases(redis, `${prefix}game-owner:`),
    counters: redisCounterStore(redis, `${prefix}limit:`),
    async close() {
      await bus.close();
      await redis.quit();
    },
  };
}

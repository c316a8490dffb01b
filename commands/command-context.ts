import type { EventMetadata } from '../domain/shared/event.ts';
import type { EventStore } from './event-store/event-store.ts';
import type { Clock } from './ports/clock.ts';
import type { Random } from './ports/random.ts';

/** What every command handler may use. */
export interface CommandDeps {
  store: EventStore;
  clock: Clock;
  random: Random;
}

/** Who asks, and under which request; `at` is stamped by the handler from the clock. */
export interface CommandOrigin {
  actorId: string | null;
  correlationId: string;
  causationId?: string | null;
}

export function metadataFor(origin: CommandOrigin, clock: Clock): EventMetadata {
  return {
    actorId: origin.actorId,
    correlationId: origin.correlationId,
    causationId: origin.causationId ?? null,
    at: clock.now().toISOString(),
  };
}

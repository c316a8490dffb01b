import type { DomainEvent, LogPosition } from '../domain/shared/event.ts';
import { type CommandDeps, type CommandOrigin, metadataFor } from './command-context.ts';
import { ConcurrencyError } from './event-store/errors.ts';
import type { AppendOptions } from './event-store/event-store.ts';

export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export interface Handled<Event, State> {
  events: Event[];
  state: State;
  version: number;
  /** Where the appended events stand in the log; null when the command changed nothing. */
  last: LogPosition | null;
}

/** Folds a stream into its current state and version. */
export async function loadStream<Event extends DomainEvent, State>(
  deps: CommandDeps,
  streamName: string,
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
): Promise<{ state: State; version: number }> {
  const recorded = await deps.store.readStream(streamName);
  let state = decider.initialState;
  for (const event of recorded)
    state = decider.evolve(state, { type: event.type, data: event.data } as Event);
  return { state, version: recorded.at(-1)?.streamVersion ?? 0 };
}

const MAX_ATTEMPTS = 3;

/**
 * Load → decide → append with the expected version. When another writer
 * got there first, decide again on the fresh state: the rules are checked
 * against what really happened, never overwritten.
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  deps: CommandDeps,
  streamName: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  origin: CommandOrigin,
  options?: AppendOptions,
): Promise<Handled<Event, State>> {
  for (let attempt = 1; ; attempt++) {
    const { state, version } = await loadStream(deps, streamName, decider);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, version, last: null };
    try {
      const appended = await deps.store.append(
        [{ streamName, expectedVersion: version, events }],
        metadataFor(origin, deps.clock),
        options,
      );
      return {
        events,
        state: events.reduce(decider.evolve, state),
        version: version + events.length,
        last: appended.streamEnds[0]!,
      };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

import type { DomainEvent } from '../../domain/shared/event.ts';
import type { EventStore, StreamAppend } from '../event-store/event-store.ts';

/**
 * Who holds a unique value (an e-mail address, a phone number) reserved on
 * its own stream: the last event says, a reservation or a release. `version`
 * is what the next append to that stream must expect, so two people racing
 * for the same value cannot both win.
 */
export async function readReservation(
  store: EventStore,
  streamName: string,
): Promise<{ holder: string | null; version: number }> {
  const events = await store.readStream(streamName);
  const last = events.at(-1);
  const holder = last?.type.endsWith('Reserved') ? (last.data as { userId: string }).userId : null;
  return { holder, version: events.length };
}

/** The append that frees a value this person holds; nothing when someone else holds it (or nobody). */
export async function releaseIfHeld(
  store: EventStore,
  streamName: string,
  userId: string,
  released: DomainEvent,
): Promise<StreamAppend[]> {
  const held = await readReservation(store, streamName);
  return held.holder === userId ? [{ streamName, expectedVersion: held.version, events: [released] }] : [];
}

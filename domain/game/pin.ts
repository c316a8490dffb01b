import type { DomainEvent } from '../shared/event.ts';

/** On `game-pin-<pin>`: while the last event is a reservation younger than a day, the PIN is taken. */
export type GamePinReserved = DomainEvent<'GamePinReserved', { gameId: string }>;
export type GamePinReleased = DomainEvent<'GamePinReleased', { gameId: string }>;
export type GamePinEvent = GamePinReserved | GamePinReleased;

/** A room nobody closed frees its PIN after this long. */
export const PIN_RESERVATION_MS = 24 * 60 * 60 * 1000;

export function pinHolder(events: ReadonlyArray<GamePinEvent & { at: string }>, now: Date): string | null {
  const last = events.at(-1);
  if (!last || last.type === 'GamePinReleased') return null;
  return now.getTime() - Date.parse(last.at) < PIN_RESERVATION_MS ? last.data.gameId : null;
}

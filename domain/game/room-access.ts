import { DomainError } from '../shared/domain-error.ts';

/**
 * Who may still come into a room: the quizmaster can lock it, and can ask for a two-step join
 * (Kahoot!'s): after the PIN, a phone must enter a pattern of four shapes that only the room's own
 * screen shows. A PIN read out or posted online is then not enough to get in.
 */
export const JOIN_PATTERN_SHAPES = ['triangle', 'diamond', 'circle', 'square'] as const;
export type JoinPatternShape = (typeof JOIN_PATTERN_SHAPES)[number];
export const JOIN_PATTERN_LENGTH = 4;

export interface RoomAccess {
  locked: boolean;
  /** The pattern a phone must enter after the PIN; null when the two-step join is off. Host-only. */
  joinPattern: JoinPatternShape[] | null;
}

export const OPEN_ROOM: RoomAccess = { locked: false, joinPattern: null };

export function isJoinPattern(value: unknown): value is JoinPatternShape[] {
  return (
    Array.isArray(value) &&
    value.length === JOIN_PATTERN_LENGTH &&
    value.every((shape) => (JOIN_PATTERN_SHAPES as readonly unknown[]).includes(shape))
  );
}

/** A pattern from the caller's random bytes (the domain has no randomness of its own). */
export function joinPatternFrom(bytes: Uint8Array): JoinPatternShape[] {
  if (bytes.length < JOIN_PATTERN_LENGTH) throw new Error('a pattern needs four random bytes');
  return Array.from(bytes.slice(0, JOIN_PATTERN_LENGTH), (b) => JOIN_PATTERN_SHAPES[b % 4]!);
}

/** Throws the reason a new player may not come in; a locked room is checked before the pattern. */
export function checkRoomAccess(access: RoomAccess, pattern: readonly string[] | undefined): void {
  if (access.locked) throw new DomainError('join_room_locked');
  if (!access.joinPattern) return;
  if (!pattern || pattern.length === 0) throw new DomainError('join_pattern_required');
  const right =
    pattern.length === access.joinPattern.length &&
    access.joinPattern.every((shape, i) => pattern[i] === shape);
  if (!right) throw new DomainError('join_pattern_wrong');
}

/*
 * The room's size as the lobby offers to change it (issue 28): kept apart from rules.ts, which every
 * phone's join page loads, since only the quizmaster's screen needs it.
 */

/** A class, as the lobby's one-step raise counts one: a room smaller than this is offered room for it. */
export const CLASS_ROOM_SIZE = 30;

/**
 * The size the lobby's one-step "Make room for N" raises a room to, or null when it offers none. A
 * room that admits only a list's names needs room for exactly the list (more seats stay empty);
 * another room, room for a class, and for every phone turned away since the limit was set. Never
 * past `most`, what the quizmaster may raise it to.
 */
export function oneStepRoomSize(room: {
  playerLimit: number;
  most: number;
  /** The names on the room's list, when only they may join. */
  listNames: number | null;
  turnedAway: number;
}): number | null {
  const wanted = room.listNames ?? Math.max(CLASS_ROOM_SIZE, room.playerLimit + room.turnedAway);
  const size = Math.min(wanted, room.most);
  return size > room.playerLimit ? size : null;
}

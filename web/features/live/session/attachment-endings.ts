import {
  answerAtom,
  hostCountdownAtom,
  hostViewAtom,
  type LiveEnd,
  type LiveRole,
  liveConnectionAtom,
  roomAtom,
  screenTokenAtom,
  youAtom,
} from '../../../shared/live/live-state.ts';
import {
  type KeyValueStore,
  readPlayerSession,
  writeHostSession,
  writePlayerSession,
  writeRemovedNote,
  writeScreenSession,
} from '../live-storage.ts';
import type { Attachment } from './role-attachments.ts';
import type { JotaiStore } from './session-types.ts';

/** Why the server refused to attach this tab, as the end it means; null when trying again may help. */
export function endFor(code: string): LiveEnd | null {
  switch (code) {
    case 'kicked_by_quizmaster':
      return 'kicked';
    case 'join_link_invalid':
    case 'join_not_live':
      return 'gone';
    case 'session_expired':
      return 'session_expired';
    case 'no_permission':
      return 'no_permission';
    default:
      return null;
  }
}

/**
 * Tells the pages the game is over for this tab; a kicked player or a game that is gone is forgotten, so
 * a reload does not try to attach to it again.
 */
export function markEnded(
  atoms: JotaiStore,
  storage: KeyValueStore,
  current: Attachment,
  reason: LiveEnd,
): void {
  atoms.set(liveConnectionAtom, {
    status: 'ended',
    role: current.role,
    gameId: current.gameId,
    end: reason,
  });
  if (reason === 'kicked' && current.role === 'player') noteRemoval(storage, current.gameId);
  if (reason === 'kicked' || reason === 'gone') forgetStored(storage, current.role);
}

/** Kept after the player's session is forgotten, so the join page can say why this browser is kept out. */
function noteRemoval(storage: KeyValueStore, gameId: string): void {
  const player = readPlayerSession(storage);
  if (player?.gameId === gameId) writeRemovedNote(storage, { gameId, pin: player.pin });
}

/** Forgets the session `role` keeps between reloads. */
export function forgetStored(storage: KeyValueStore, role: LiveRole): void {
  if (role === 'player') writePlayerSession(storage, null);
  if (role === 'host') writeHostSession(storage, null);
  if (role === 'screen') writeScreenSession(storage, null);
}

/** Empties every view, so nothing of another game (or role) shows while the next one attaches. */
export function clearViews(atoms: JotaiStore): void {
  atoms.set(roomAtom, null);
  atoms.set(youAtom, null);
  atoms.set(hostViewAtom, null);
  atoms.set(screenTokenAtom, null);
  atoms.set(answerAtom, null);
  atoms.set(hostCountdownAtom, null);
}

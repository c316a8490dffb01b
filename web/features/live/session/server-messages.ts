import type { ServerMessage } from '../../../../api/contracts/socket.ts';
import type { RoomView } from '../../../../domain/game/views.ts';
import { serverOffsetMs } from '../../../components/live-screens/question-clock.ts';
import {
  hostViewAtom,
  type LiveEnd,
  roomAtom,
  screenTokenAtom,
  youAtom,
} from '../../../shared/live/live-state.ts';
import type { Attachment } from './role-attachments.ts';
import type { JotaiStore } from './session-types.ts';

export interface ServerMessagesDeps {
  atoms: JotaiStore;
  now: () => number;
  /** The tab's attachment now: a message about any other game is not for this tab (any more). */
  current: () => Attachment | null;
  end: (current: Attachment, reason: LiveEnd) => void;
  /** A room came in: the answer shown follows its question. */
  followQuestion: (gameId: string, room: RoomView) => void;
}

/**
 * What the server pushes about the attached game, into the atoms the pages read; and the server's clock,
 * learnt on the way, so a countdown on this device ends when the server's does.
 */
export function createServerMessages(deps: ServerMessagesDeps) {
  const { atoms } = deps;
  /** Server clock minus this tab's, learnt when a question opens while we watch. */
  let offsetMs = 0;

  function receive(message: ServerMessage): void {
    const current = deps.current();
    if (!current || !('gameId' in message) || message.gameId !== current.gameId) return;
    switch (message.type) {
      case 'game.room':
        learnOffset(atoms.get(roomAtom), message.room);
        atoms.set(roomAtom, message.room);
        deps.followQuestion(current.gameId, message.room);
        return;
      case 'game.you':
        atoms.set(youAtom, message.you);
        return;
      case 'game.host':
        learnOffset(atoms.get(hostViewAtom), message.host);
        atoms.set(hostViewAtom, message.host);
        if (message.screenToken) atoms.set(screenTokenAtom, message.screenToken);
        return;
      case 'game.host.answered': {
        // Answers in for the question on screen; a count for another question is stale.
        const host = atoms.get(hostViewAtom);
        if (host?.phase === 'question' && host.question?.index === message.index)
          atoms.set(hostViewAtom, { ...host, answeredCount: message.answeredCount });
        return;
      }
      case 'game.kicked':
        deps.end(current, 'kicked');
        return;
      case 'game.replaced':
        deps.end(current, 'replaced');
        return;
      default:
        return;
    }
  }

  /** A question that opens while this tab watches was sent at its opening: that dates the server's clock. */
  function learnOffset(previous: RoomView | null, next: RoomView): void {
    if (!previous || next.phase !== 'question' || !next.question) return;
    if (previous.phase === 'question' && previous.question?.index === next.question.index) return;
    offsetMs = serverOffsetMs(next.question.shownAt ?? next.question.opensAt, deps.now());
  }

  return { receive, serverOffsetMs: (): number => offsetMs };
}

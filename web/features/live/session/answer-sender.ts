import { answerAtom, roomAtom } from '../../../shared/live/live-state.ts';
import { type GameReply, GameRequestFailed } from '../../../socket/socket-client.ts';
import { type KeyValueStore, type PendingAnswer, writePendingAnswer } from '../live-storage.ts';
import type { Attachment } from './role-attachments.ts';
import type { JotaiStore, LiveSocket } from './session-types.ts';

/** No acknowledgement this long after sending an answer: send it again, with the same submission id. */
export const ANSWER_RESEND_MS = 4000;
/** An answer the game could not take for a moment (`game_busy`) is sent again this much later. */
const BUSY_RETRY_MS = 1000;

export interface AnswerSenderDeps {
  socket: LiveSocket;
  storage: KeyValueStore;
  atoms: JotaiStore;
  /** The tab's attachment now: an answer is sent only while its player is attached and its question open. */
  current: () => Attachment | null;
}

/**
 * Sends one kept answer until the server settles it (acknowledged, too late, refused), resending the same
 * submission while no reply comes; returns `send`, which ignores an answer already on its way.
 */
export function createAnswerSender(deps: AnswerSenderDeps): (answer: PendingAnswer) => Promise<void> {
  const { socket, storage, atoms } = deps;
  /** The submission being sent now, so a reconnect and a timer never run two send loops for it. */
  let answerInFlight: string | null = null;

  function stillOpen(answer: PendingAnswer): boolean {
    const attachment = deps.current();
    const room = atoms.get(roomAtom);
    return (
      attachment?.role === 'player' &&
      attachment.gameId === answer.gameId &&
      room?.phase === 'question' &&
      room.question?.index === answer.index
    );
  }

  function answerSettled(answer: PendingAnswer, state: 'sent' | 'late' | 'failed', refusal?: string): void {
    if (state === 'sent') writePendingAnswer(storage, { ...answer, acknowledged: true });
    const shown = atoms.get(answerAtom);
    if (shown?.index === answer.index)
      atoms.set(answerAtom, { ...shown, state, ...(refusal ? { refusal } : {}) });
  }

  return async function sendAnswer(answer: PendingAnswer): Promise<void> {
    if (answerInFlight === answer.submissionId) return;
    answerInFlight = answer.submissionId;
    try {
      while (stillOpen(answer)) {
        let reply: GameReply;
        try {
          reply = await socket.request(answerMessage(answer), { timeoutMs: ANSWER_RESEND_MS });
        } catch (error) {
          // The connection dropped: re-attaching resends the answer. No ack in time: send it again.
          if (error instanceof GameRequestFailed && error.code === 'connection_lost') return;
          continue;
        }
        if (reply.type === 'game.ack') return answerSettled(answer, 'sent');
        if (reply.type === 'game.error') {
          // Already given: this player's answer is in (from another tab, or a resend that crossed).
          if (reply.code === 'answer_already_given') return answerSettled(answer, 'sent');
          // The game is moving to another server (its own died): the same answer again in a moment.
          if (reply.code === 'game_busy') {
            await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
            continue;
          }
          if (reply.code === 'answer_too_late') return answerSettled(answer, 'late');
          // Refused (a word the cloud keeps out, a text too long): the phone says why and lets them try again.
          return answerSettled(answer, 'failed', reply.code);
        }
        return;
      }
    } finally {
      if (answerInFlight === answer.submissionId) answerInFlight = null;
    }
  };
}

/** The same message on every resend: the submission id tells the server it is one answer. */
function answerMessage(answer: PendingAnswer) {
  return {
    type: 'game.answer' as const,
    gameId: answer.gameId,
    index: answer.index,
    answer: answer.answer,
    submissionId: answer.submissionId,
  };
}

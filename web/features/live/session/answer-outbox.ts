import type { RoomView } from '../../../../domain/game/views.ts';
import type { PlayerAnswer } from '../../../../domain/question-types/player-answer.ts';
import { answerAtom, roomAtom, youAtom } from '../../../shared/live/live-state.ts';
import { answerFor, type PendingAnswer, writePendingAnswer } from '../live-storage.ts';
import { type AnswerSenderDeps, createAnswerSender } from './answer-sender.ts';

export interface AnswerOutboxDeps extends AnswerSenderDeps {
  newId: () => string;
}

export type AnswerOutbox = ReturnType<typeof createAnswerOutbox>;

/**
 * The player's answers on their way: each is kept (in storage, so a reload keeps it too) until the server
 * acknowledges it, and resent until then with the same submission id (DESIGN §4: an acknowledged answer
 * is never lost, a resend is the same answer).
 */
export function createAnswerOutbox(deps: AnswerOutboxDeps) {
  const { storage, atoms } = deps;
  const sendAnswer = createAnswerSender(deps);

  /** A new question clears the last answer; one this phone already gave (before a reload) comes back. */
  function followQuestion(gameId: string, room: RoomView): void {
    const index = room.question?.index ?? -1;
    const shown = atoms.get(answerAtom);
    if (shown?.index === index) return;
    const kept = answerFor(storage, gameId, index);
    atoms.set(
      answerAtom,
      kept ? { index, answer: kept.answer, state: kept.acknowledged ? 'sent' : 'sending' } : null,
    );
  }

  /** Once the player is back: what the server already has settles the kept answer, else it is sent again. */
  function settleAnswerAfterResume(gameId: string): void {
    const room = atoms.get(roomAtom);
    const you = atoms.get(youAtom);
    const index = room?.question?.index ?? -1;
    const kept = answerFor(storage, gameId, index);
    if (you?.answer) {
      // The server has this player's answer: whatever this phone still held is settled.
      if (kept && !kept.acknowledged) writePendingAnswer(storage, { ...kept, acknowledged: true });
      atoms.set(answerAtom, { index, answer: you.answer.answer, state: 'sent' });
      return;
    }
    if (room) followQuestion(gameId, room);
    if (kept && !kept.acknowledged && room?.phase === 'question') void sendAnswer(kept);
  }

  /** Answers question `index`; the answer is kept until acknowledged and resent until then. */
  function answer(index: number, given: PlayerAnswer): void {
    const attachment = deps.current();
    if (attachment?.role !== 'player') return;
    const shown = atoms.get(answerAtom);
    if (shown?.index === index && shown.state !== 'failed') return;
    const pending: PendingAnswer = {
      gameId: attachment.gameId,
      index,
      answer: given,
      submissionId: deps.newId(),
      acknowledged: false,
    };
    writePendingAnswer(storage, pending);
    atoms.set(answerAtom, { index, answer: given, state: 'sending' });
    void sendAnswer(pending);
  }

  /** The player is done with the game: an answer still kept for it has nowhere to go. */
  function forget(): void {
    writePendingAnswer(storage, null);
  }

  return { followQuestion, settleAnswerAfterResume, answer, forget };
}

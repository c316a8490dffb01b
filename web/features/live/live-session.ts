import type { createStore } from 'jotai';
import type { ServerMessage } from '../../../api/contracts/socket.ts';
import type { LiveSettings } from '../../../domain/game/live-settings.ts';
import type { RoomView } from '../../../domain/game/views.ts';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import { serverOffsetMs } from '../../components/live-screens/question-clock.ts';
import { newSubmissionId } from '../../components/live-screens/submission-id.ts';
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
} from '../../shared/live/live-state.ts';
import {
  type GameReply,
  type GameRequest,
  GameRequestFailed,
  type SocketClient,
} from '../../socket/socket-client.ts';
import { deviceId } from './device-id.ts';
import {
  answerFor,
  type HostSession,
  type KeyValueStore,
  type PendingAnswer,
  type PlayerSession,
  readPlayerSession,
  type ScreenSession,
  writeHostSession,
  writePendingAnswer,
  writePlayerSession,
  writeRemovedNote,
  writeScreenSession,
} from './live-storage.ts';

/** No acknowledgement this long after sending an answer: send it again, with the same submission id. */
export const ANSWER_RESEND_MS = 4000;
/** An answer the game could not take for a moment (`game_busy`) is sent again this much later. */
const BUSY_RETRY_MS = 1000;
/** A refused attach for a passing reason (rate limit, a server hiccup) is tried again this much later. */
const ATTACH_RETRY_MS = 2000;

export type LiveSocket = Pick<SocketClient, 'request' | 'listen' | 'onOpen' | 'isOpen'>;
type JotaiStore = ReturnType<typeof createStore>;

export interface LiveSessionDeps {
  socket: LiveSocket;
  storage: KeyValueStore;
  atoms: JotaiStore;
  /** The quizmaster's current sign-in token, read at each (re)attach so a renewed one is used. */
  signInToken: () => string | null;
  now?: () => number;
  newId?: () => string;
}

interface Attachment {
  role: LiveRole;
  gameId: string;
  /** The message that (re)attaches this tab: resume, host or screen. */
  attachMessage: () => GameRequest | null;
}

export type Control =
  | { action: 'start' | 'next' | 'skip' | 'end' | 'cancel' }
  | { action: 'kick' | 'let_in'; playerId: string }
  | { action: 'set_limit'; playerLimit: number }
  | { action: 'team_mode' | 'lock_room' | 'two_step'; enabled: boolean }
  | { action: 'settings'; live: LiveSettings };

/** Why a join was refused: an `errors.` code, and for a passing limit how long to wait before trying again. */
export interface JoinRefusal {
  code: string;
  retryAfterMs?: number;
}

/** A player's team choice in the lobby: start a new team, or join one. */
export type TeamChoice = { action: 'create'; name: string } | { action: 'join'; teamId: string };

/**
 * The tab's part in a live game, over the tab's one socket: join or resume as a player, host, or watch
 * as a second screen; keep the views in atoms; re-attach after every reconnect; and see each answer
 * acknowledged, resending it with the same submission id until it is (DESIGN §4: an acknowledged answer
 * is never lost, a resend is the same answer).
 */
export function createLiveSession(deps: LiveSessionDeps) {
  const { socket, storage, atoms } = deps;
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => newSubmissionId());
  let attachment: Attachment | null = null;
  let attaching = false;
  let listening = false;
  /** The submission being sent now, so a reconnect and a timer never run two send loops for it. */
  let answerInFlight: string | null = null;
  /** Server clock minus this tab's, learnt when a question opens while we watch. */
  let offsetMs = 0;

  function listen(): void {
    if (listening) return;
    listening = true;
    socket.listen(receive);
    socket.onOpen(() => {
      const connection = atoms.get(liveConnectionAtom);
      if (attachment && !attaching && connection.status !== 'ended') void attach(attachment);
    });
  }

  function reset(): void {
    atoms.set(roomAtom, null);
    atoms.set(youAtom, null);
    atoms.set(hostViewAtom, null);
    atoms.set(screenTokenAtom, null);
    atoms.set(answerAtom, null);
    atoms.set(hostCountdownAtom, null);
  }

  function become(next: Attachment): void {
    listen();
    const previous = attachment;
    attachment = next;
    if (previous?.role !== next.role || previous.gameId !== next.gameId) reset();
    void attach(next);
  }

  function end(current: Attachment, reason: LiveEnd): void {
    if (attachment !== current) return;
    atoms.set(liveConnectionAtom, {
      status: 'ended',
      role: current.role,
      gameId: current.gameId,
      end: reason,
    });
    if (reason === 'kicked' && current.role === 'player') noteRemoval(current.gameId);
    if (reason === 'kicked' || reason === 'gone') forgetStored(current.role);
  }

  /** Kept after the player's session is forgotten, so the join page can say why this browser is kept out. */
  function noteRemoval(gameId: string): void {
    const player = readPlayerSession(storage);
    if (player?.gameId === gameId) writeRemovedNote(storage, { gameId, pin: player.pin });
  }

  function forgetStored(role: LiveRole): void {
    if (role === 'player') writePlayerSession(storage, null);
    if (role === 'host') writeHostSession(storage, null);
    if (role === 'screen') writeScreenSession(storage, null);
  }

  async function attach(current: Attachment): Promise<void> {
    const message = current.attachMessage();
    if (!message) return end(current, 'session_expired');
    attaching = true;
    atoms.set(liveConnectionAtom, { status: 'attaching', role: current.role, gameId: current.gameId });
    let reply: GameReply;
    try {
      reply = await socket.request(message);
    } catch (error) {
      attaching = false;
      // Lost with the connection: the next open attaches again. A reply that never came: ask again.
      if (error instanceof GameRequestFailed && error.code === 'request_timeout' && attachment === current) {
        setTimeout(() => attachment === current && !attaching && void attach(current), ATTACH_RETRY_MS);
      }
      return;
    }
    attaching = false;
    if (attachment !== current) return;
    if (reply.type === 'game.error') return refused(current, reply.code);
    atoms.set(liveConnectionAtom, { status: 'attached', role: current.role, gameId: current.gameId });
    if (reply.type === 'game.joined') {
      atoms.set(roomAtom, reply.room);
      atoms.set(youAtom, reply.you);
      settleAnswerAfterResume(current.gameId);
    }
  }

  /** Why the server refused to attach this tab, as the end it means; null when trying again may help. */
  function endFor(code: string): LiveEnd | null {
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

  function refused(current: Attachment, code: string): void {
    const reason = endFor(code);
    if (reason) end(current, reason);
    else setTimeout(() => attachment === current && !attaching && void attach(current), ATTACH_RETRY_MS);
  }

  function receive(message: ServerMessage): void {
    const current = attachment;
    if (!current || !('gameId' in message) || message.gameId !== current.gameId) return;
    switch (message.type) {
      case 'game.room':
        learnOffset(atoms.get(roomAtom), message.room);
        atoms.set(roomAtom, message.room);
        followQuestion(current.gameId, message.room);
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
        end(current, 'kicked');
        return;
      case 'game.replaced':
        end(current, 'replaced');
        return;
      default:
        return;
    }
  }

  /** A question that opens while this tab watches was sent at its opening: that dates the server's clock. */
  function learnOffset(previous: RoomView | null, next: RoomView): void {
    if (!previous || next.phase !== 'question' || !next.question) return;
    if (previous.phase === 'question' && previous.question?.index === next.question.index) return;
    offsetMs = serverOffsetMs(next.question.shownAt ?? next.question.opensAt, now());
  }

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

  function stillOpen(answer: PendingAnswer): boolean {
    const room = atoms.get(roomAtom);
    return (
      attachment?.role === 'player' &&
      attachment.gameId === answer.gameId &&
      room?.phase === 'question' &&
      room.question?.index === answer.index
    );
  }

  function answerSettled(answer: PendingAnswer, state: 'sent' | 'late' | 'failed'): void {
    if (state === 'sent') writePendingAnswer(storage, { ...answer, acknowledged: true });
    const shown = atoms.get(answerAtom);
    if (shown?.index === answer.index) atoms.set(answerAtom, { ...shown, state });
  }

  async function sendAnswer(answer: PendingAnswer): Promise<void> {
    if (answerInFlight === answer.submissionId) return;
    answerInFlight = answer.submissionId;
    try {
      while (stillOpen(answer)) {
        let reply: GameReply;
        try {
          reply = await socket.request(
            {
              type: 'game.answer',
              gameId: answer.gameId,
              index: answer.index,
              answer: answer.answer,
              submissionId: answer.submissionId,
            },
            { timeoutMs: ANSWER_RESEND_MS },
          );
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
          return answerSettled(answer, reply.code === 'answer_too_late' ? 'late' : 'failed');
        }
        return;
      }
    } finally {
      if (answerInFlight === answer.submissionId) answerInFlight = null;
    }
  }

  return {
    get serverOffsetMs() {
      return offsetMs;
    },

    /** Joins by PIN and name (and the two-step pattern when the room asks); resolves with why not, or null once in. */
    async join(pin: string, name: string, pattern?: string[]): Promise<JoinRefusal | null> {
      listen();
      let reply: GameReply;
      try {
        reply = await socket.request({
          type: 'game.join',
          pin,
          name,
          device: deviceId(storage),
          ...(pattern ? { pattern } : {}),
        });
      } catch (error) {
        return {
          code:
            error instanceof GameRequestFailed && error.code === 'request_timeout'
              ? 'request_timeout'
              : 'reconnect_failed',
        };
      }
      if (reply.type === 'game.error') return { code: reply.code, retryAfterMs: reply.retryAfterMs };
      if (reply.type !== 'game.joined') return { code: 'something_went_wrong' };
      const session: PlayerSession = {
        gameId: reply.gameId,
        pin,
        playerToken: reply.playerToken,
        name: reply.you.name,
      };
      writePlayerSession(storage, session);
      writeRemovedNote(storage, null);
      attachment = playerAttachment(session);
      reset();
      atoms.set(liveConnectionAtom, { status: 'attached', role: 'player', gameId: session.gameId });
      atoms.set(roomAtom, reply.room);
      atoms.set(youAtom, reply.you);
      return null;
    },

    /** The same player again, after a reload or in a tab that was taken over ("play here instead"). */
    resume(session: PlayerSession): void {
      if (attachment?.role === 'player' && attachment.gameId === session.gameId && !isEnded()) return;
      become(playerAttachment(session));
    },

    host(session: HostSession): void {
      if (attachment?.role === 'host' && attachment.gameId === session.gameId && !isEnded()) return;
      writeHostSession(storage, session);
      become({
        role: 'host',
        gameId: session.gameId,
        attachMessage: () => {
          const token = deps.signInToken();
          return token ? { type: 'game.host', gameId: session.gameId, token } : null;
        },
      });
    },

    watch(session: ScreenSession): void {
      if (attachment?.role === 'screen' && attachment.gameId === session.gameId && !isEnded()) return;
      writeScreenSession(storage, session);
      become({
        role: 'screen',
        gameId: session.gameId,
        attachMessage: () => ({
          type: 'game.screen',
          gameId: session.gameId,
          screenToken: session.screenToken,
        }),
      });
    },

    /** Attaches again although this tab was told to step back (another tab took the game). */
    takeOver(): void {
      if (attachment) void attach(attachment);
    },

    /** A quizmaster's command; resolves with an `errors.` code, or null when the server took it. */
    async control(command: Control): Promise<string | null> {
      if (attachment?.role !== 'host') return 'no_permission';
      try {
        const message: GameRequest = { type: 'game.control', gameId: attachment.gameId, ...command };
        const reply = await socket.request(message);
        return reply.type === 'game.error' ? reply.code : null;
      } catch (error) {
        return error instanceof GameRequestFailed && error.code === 'request_timeout'
          ? 'request_timeout'
          : 'reconnect_failed';
      }
    },

    /** Starts or joins a team (team mode, in the lobby); resolves with an `errors.` code, or null once in. */
    async team(choice: TeamChoice): Promise<string | null> {
      if (attachment?.role !== 'player') return 'no_permission';
      try {
        const message: GameRequest = { type: 'game.team', gameId: attachment.gameId, ...choice };
        const reply = await socket.request(message);
        return reply.type === 'game.error' ? reply.code : null;
      } catch (error) {
        return error instanceof GameRequestFailed && error.code === 'request_timeout'
          ? 'request_timeout'
          : 'reconnect_failed';
      }
    },

    /** Answers question `index`; the answer is kept until acknowledged and resent until then. */
    answer(index: number, given: PlayerAnswer): void {
      if (attachment?.role !== 'player') return;
      const shown = atoms.get(answerAtom);
      if (shown?.index === index && shown.state !== 'failed') return;
      const answer: PendingAnswer = {
        gameId: attachment.gameId,
        index,
        answer: given,
        submissionId: newId(),
        acknowledged: false,
      };
      writePendingAnswer(storage, answer);
      atoms.set(answerAtom, { index, answer: given, state: 'sending' });
      void sendAnswer(answer);
    },

    /** Stops taking part: this tab forgets the game (the player's "done", the host closing the game). */
    leave(role: LiveRole): void {
      forgetStored(role);
      if (role === 'player') writePendingAnswer(storage, null);
      if (attachment?.role !== role) return;
      attachment = null;
      reset();
      atoms.set(liveConnectionAtom, { status: 'none' });
    },
  };

  function isEnded(): boolean {
    return atoms.get(liveConnectionAtom).status === 'ended';
  }

  function playerAttachment(session: PlayerSession): Attachment {
    return {
      role: 'player',
      gameId: session.gameId,
      attachMessage: () => ({
        type: 'game.resume',
        gameId: session.gameId,
        playerToken: session.playerToken,
      }),
    };
  }
}

export type LiveSession = ReturnType<typeof createLiveSession>;

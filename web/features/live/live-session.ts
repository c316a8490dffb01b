import { newSubmissionId } from '../../components/live-screens/submission-id.ts';
import type { LiveRole } from '../../shared/live/live-state.ts';
import type { HostSession, PlayerSession, ScreenSession } from './live-storage.ts';
import { writeHostSession, writeScreenSession } from './live-storage.ts';
import { createAnswerOutbox } from './session/answer-outbox.ts';
import { createAttachmentLifecycle } from './session/attachment-lifecycle.ts';
import { hostAttachment, playerAttachment, screenAttachment } from './session/role-attachments.ts';
import { createRoleRequests } from './session/role-requests.ts';
import { createServerMessages } from './session/server-messages.ts';
import type { LiveSessionDeps } from './session/session-types.ts';

export { ANSWER_RESEND_MS } from './session/answer-sender.ts';
export type {
  Control,
  JoinRefusal,
  LiveSessionDeps,
  LiveSocket,
  TeamChoice,
} from './session/session-types.ts';

/**
 * The tab's part in a live game, over the tab's one socket: join or resume as a player, host, or watch
 * as a second screen; keep the views in atoms; re-attach after every reconnect; and see each answer
 * acknowledged, resending it with the same submission id until it is (DESIGN §4: an acknowledged answer
 * is never lost, a resend is the same answer). The parts live in ./session/; this puts them together.
 */
export function createLiveSession(deps: LiveSessionDeps) {
  const { socket, storage, atoms } = deps;
  const lifecycle = createAttachmentLifecycle({
    socket,
    storage,
    atoms,
    // Bound late: the message handler and the outbox below need the lifecycle's attachment in turn.
    receive: (message) => messages.receive(message),
    resumed: (gameId) => outbox.settleAnswerAfterResume(gameId),
  });
  const outbox = createAnswerOutbox({
    socket,
    storage,
    atoms,
    current: lifecycle.current,
    newId: deps.newId ?? (() => newSubmissionId()),
  });
  const messages = createServerMessages({
    atoms,
    now: deps.now ?? Date.now,
    current: lifecycle.current,
    end: lifecycle.end,
    followQuestion: outbox.followQuestion,
  });
  const requests = createRoleRequests({ socket, storage, atoms, lifecycle });

  return {
    get serverOffsetMs(): number {
      return messages.serverOffsetMs();
    },
    join: requests.join,

    /** The same player again, after a reload or in a tab that was taken over ("play here instead"). */
    resume(session: PlayerSession): void {
      if (lifecycle.isLiveAs('player', session.gameId)) return;
      lifecycle.become(playerAttachment(session));
    },

    host(session: HostSession): void {
      if (lifecycle.isLiveAs('host', session.gameId)) return;
      writeHostSession(storage, session);
      lifecycle.become(hostAttachment(session, deps.signInToken));
    },

    watch(session: ScreenSession): void {
      if (lifecycle.isLiveAs('screen', session.gameId)) return;
      writeScreenSession(storage, session);
      lifecycle.become(screenAttachment(session));
    },

    takeOver: lifecycle.attachAgain,
    control: requests.control,
    team: requests.team,
    answer: outbox.answer,

    /** Stops taking part: this tab forgets the game (the player's "done", the host closing the game). */
    leave(role: LiveRole): void {
      if (role === 'player') outbox.forget();
      lifecycle.leave(role);
    },
  };
}

export type LiveSession = ReturnType<typeof createLiveSession>;

import type { ServerMessage } from '../../../../api/contracts/socket.ts';
import { type LiveRole, liveConnectionAtom } from '../../../shared/live/live-state.ts';
import { type AttacherDeps, type AttachmentState, createAttacher } from './attacher.ts';
import { clearViews, forgetStored } from './attachment-endings.ts';
import type { Attachment } from './role-attachments.ts';

export interface AttachmentLifecycleDeps extends Omit<AttacherDeps, 'state'> {
  /** Every message the server pushes; bound late, because the handler in turn asks this lifecycle. */
  receive: (message: ServerMessage) => void;
}

export type AttachmentLifecycle = ReturnType<typeof createAttachmentLifecycle>;

/**
 * Which game this tab is attached to, and in which role: takes an attachment on, attaches it again after
 * every reconnect (unless the game is over for this tab), and lets it go when the tab leaves the game.
 */
export function createAttachmentLifecycle(deps: AttachmentLifecycleDeps) {
  const { socket, storage, atoms } = deps;
  const state: AttachmentState = { attachment: null, attaching: false };
  const { attach, end } = createAttacher({ ...deps, state });
  let listening = false;

  function listen(): void {
    if (listening) return;
    listening = true;
    socket.listen(deps.receive);
    socket.onOpen(() => {
      const connection = atoms.get(liveConnectionAtom);
      if (state.attachment && !state.attaching && connection.status !== 'ended')
        void attach(state.attachment);
    });
  }

  return {
    current: (): Attachment | null => state.attachment,
    listen,
    end,

    /** True while the tab is `role` in `gameId` and was not told the game is over for it. */
    isLiveAs(role: LiveRole, gameId: string): boolean {
      const attachment = state.attachment;
      return (
        attachment?.role === role &&
        attachment.gameId === gameId &&
        atoms.get(liveConnectionAtom).status !== 'ended'
      );
    },

    /** Attaches to `next`; another game or role starts from empty views, the same one keeps them meanwhile. */
    become(next: Attachment): void {
      listen();
      const previous = state.attachment;
      state.attachment = next;
      if (previous?.role !== next.role || previous.gameId !== next.gameId) clearViews(atoms);
      void attach(next);
    },

    /** A join's reply already attached the tab: only take the attachment on, from empty views. */
    adopt(next: Attachment): void {
      state.attachment = next;
      clearViews(atoms);
      atoms.set(liveConnectionAtom, { status: 'attached', role: next.role, gameId: next.gameId });
    },

    /** Attaches again although this tab was told to step back (another tab took the game). */
    attachAgain(): void {
      if (state.attachment) void attach(state.attachment);
    },

    /** Forgets `role`'s stored session; when the tab plays that role, it lets go of the game too. */
    leave(role: LiveRole): void {
      forgetStored(storage, role);
      if (state.attachment?.role !== role) return;
      state.attachment = null;
      clearViews(atoms);
      atoms.set(liveConnectionAtom, { status: 'none' });
    },
  };
}

import { DomainError } from '../shared/domain-error.ts';

/*
 * One editor at a time (issue 12): who holds a quiz's editor, and a handover asked of them. Not events:
 * a seat in the editor is presence, gone with the tab, and every edit it makes is an event of its own.
 * Each open editor tab calls in every HEARTBEAT_MS; a tab that closes says so, and one that goes
 * silent (a sleeping laptop, a lost network) loses its seat SILENCE_MS after it last called in.
 */

export const HEARTBEAT_MS = 10_000;
/** Three missed heartbeats: long enough for a slow network, short enough for a colleague waiting. */
export const SILENCE_MS = 30_000;

/** One editor tab: its own random id (a person may have two tabs open), whose it is, when last heard. */
export interface EditorTab {
  tabId: string;
  userId: string;
  name: string;
  seenAt: number;
}

export interface EditingState {
  editor: EditorTab | null;
  /** Someone waiting for the editor to hand over. */
  request: EditorTab | null;
  /** The editor's answer to the last request, kept until that requester has seen it. */
  answer: { tabId: string; accepted: boolean } | null;
}

export const nobodyEditing: EditingState = { editor: null, request: null, answer: null };

const alive = (tab: EditorTab | null, now: number): EditorTab | null =>
  tab !== null && now - tab.seenAt <= SILENCE_MS ? tab : null;

/** The state with silent tabs gone: what every operation starts from. */
export function current(state: EditingState, now: number): EditingState {
  return { ...state, editor: alive(state.editor, now), request: alive(state.request, now) };
}

/**
 * A tab calling in: it takes the seat when nobody (alive) holds it or waits for it, keeps it when it
 * holds it, and otherwise only keeps its handover request fresh. Never an error: the reply says who edits.
 */
export function callIn(state: EditingState, me: EditorTab): EditingState {
  const now = current(state, me.seenAt);
  // A free seat goes to whoever was waiting for it first, not to the quickest of the others.
  const waitedFor = now.editor === null && now.request !== null && now.request.tabId !== me.tabId;
  if (!waitedFor && (now.editor === null || now.editor.tabId === me.tabId)) {
    const request = now.request?.tabId === me.tabId ? null : now.request;
    return { ...now, editor: me, request };
  }
  if (now.request?.tabId === me.tabId) return { ...now, request: me };
  return now;
}

/** A closing tab gives its seat up (and takes back its request); the next tab to call in gets the seat. */
export function leave(state: EditingState, tabId: string, at: number): EditingState {
  const now = current(state, at);
  return {
    ...now,
    editor: now.editor?.tabId === tabId ? null : now.editor,
    request: now.request?.tabId === tabId ? null : now.request,
  };
}

/**
 * The same person moving to another tab or device takes the seat at once: there is nobody to ask.
 * Someone else has to ask (requestHandover).
 */
export function moveHere(state: EditingState, me: EditorTab): EditingState {
  const now = current(state, me.seenAt);
  if (now.editor !== null && now.editor.userId !== me.userId) throw new DomainError('editing_held_by_other');
  return { ...now, editor: me, request: now.request?.tabId === me.tabId ? null : now.request };
}

/**
 * A tab opening the editor. The same person's other tab gives way at once: they moved here, or that
 * tab went with a browser that closed without saying so (its release never came) and would otherwise
 * keep them out of their own quiz until it went silent. Anyone else's tab is treated as a call-in.
 */
export function openHere(state: EditingState, me: EditorTab): EditingState {
  const now = current(state, me.seenAt);
  return now.editor !== null && now.editor.userId === me.userId ? moveHere(now, me) : callIn(now, me);
}

/** Asks the editor to hand over. One request at a time: a second person waits for the first to be answered. */
export function requestHandover(state: EditingState, me: EditorTab): EditingState {
  const now = current(state, me.seenAt);
  if (now.editor === null || now.editor.tabId === me.tabId) return callIn(now, me);
  if (now.editor.userId === me.userId) return moveHere(now, me);
  if (now.request !== null && now.request.tabId !== me.tabId)
    throw new DomainError('editing_request_pending');
  return { ...now, request: me, answer: now.answer?.tabId === me.tabId ? null : now.answer };
}

/** The requester gives up waiting. */
export function cancelRequest(state: EditingState, tabId: string, at: number): EditingState {
  const now = current(state, at);
  return now.request?.tabId === tabId ? { ...now, request: null } : now;
}

/**
 * The editor answers the request: accepted, the requester holds the seat from now on; rejected,
 * the requester is told so. Only the tab holding the seat may answer.
 */
export function answerRequest(state: EditingState, tabId: string, accept: boolean, at: number): EditingState {
  const now = current(state, at);
  if (now.editor?.tabId !== tabId) throw new DomainError('editing_not_editor');
  if (now.request === null) throw new DomainError('editing_no_request');
  const requester = now.request;
  return {
    editor: accept ? { ...requester, seenAt: at } : now.editor,
    request: null,
    answer: { tabId: requester.tabId, accepted: accept },
  };
}

export type EditingRole = 'editor' | 'same_person_elsewhere' | 'other_person' | 'free';

/** What a tab is told: its role, the editor's name, a request waiting (and whose), the answer it got. */
export interface EditingSeen {
  role: EditingRole;
  editorName: string | null;
  request: { name: string; mine: boolean } | null;
  answer: 'accepted' | 'rejected' | null;
}

export function seenBy(state: EditingState, me: { tabId: string; userId: string }, at: number): EditingSeen {
  const now = current(state, at);
  const role: EditingRole =
    now.editor === null
      ? 'free'
      : now.editor.tabId === me.tabId
        ? 'editor'
        : now.editor.userId === me.userId
          ? 'same_person_elsewhere'
          : 'other_person';
  const answer = now.answer?.tabId === me.tabId ? (now.answer.accepted ? 'accepted' : 'rejected') : null;
  return {
    role,
    editorName: now.editor?.name ?? null,
    request: now.request ? { name: now.request.name, mine: now.request.tabId === me.tabId } : null,
    answer,
  };
}

/** Whether a write by `userId` may go ahead: nobody else's tab holds the editor. */
export function mayWrite(state: EditingState | null, userId: string, at: number): boolean {
  const editor = state ? current(state, at).editor : null;
  return editor === null || editor.userId === userId;
}

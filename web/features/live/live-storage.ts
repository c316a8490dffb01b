import type { AnswerKind, PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
/**
 * What a tab keeps so a reload, an app switch or a lost network resumes the same game (USERS.md 1):
 * the player's token, the quizmaster's game and the second screen's token, in local storage (a phone may
 * drop a backgrounded tab's session storage). Each record is checked when read back: storage is input.
 */

/** The part of Web Storage used here; tests pass a Map-backed fake. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PlayerSession {
  gameId: string;
  pin: string;
  playerToken: string;
  name: string;
}

export interface HostSession {
  gameId: string;
  quizId: string;
  pin: string;
  /** The page the quizmaster started the game from (their quizzes, the editor): Close and Cancel lead back there. */
  returnTo?: string;
}

export interface ScreenSession {
  gameId: string;
  screenToken: string;
}

/** A game this browser was removed from: its join page says so when the same PIN is opened again. */
export interface RemovedNote {
  gameId: string;
  pin: string;
}

/** An answer taken on this phone, kept until its acknowledgement so a resend reuses its submission id. */
export interface PendingAnswer {
  gameId: string;
  index: number;
  answer: PlayerAnswer;
  submissionId: string;
  acknowledged: boolean;
}

const KEYS = {
  player: 'kviss.live.player',
  host: 'kviss.live.host',
  screen: 'kviss.live.screen',
  answer: 'kviss.live.answer',
  removed: 'kviss.live.removed',
} as const;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function read(store: KeyValueStore, key: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(store.getItem(key) ?? 'null');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function write(store: KeyValueStore, key: string, value: object | null): void {
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be full or blocked (private mode, sandboxed embed): the game still plays, without resume.
  }
}

export function readPlayerSession(store: KeyValueStore): PlayerSession | null {
  const v = read(store, KEYS.player);
  if (!v || !isText(v.gameId) || !isText(v.pin) || !isText(v.playerToken) || !isText(v.name)) return null;
  return { gameId: v.gameId, pin: v.pin, playerToken: v.playerToken, name: v.name };
}

export function writePlayerSession(store: KeyValueStore, session: PlayerSession | null): void {
  write(store, KEYS.player, session);
  // A new (or no) game: an answer kept for another game is of no use.
  const answer = readPendingAnswer(store);
  if (answer && answer.gameId !== session?.gameId) write(store, KEYS.answer, null);
}

export function readRemovedNote(store: KeyValueStore): RemovedNote | null {
  const v = read(store, KEYS.removed);
  if (!v || !isText(v.gameId) || !isText(v.pin)) return null;
  return { gameId: v.gameId, pin: v.pin };
}

export function writeRemovedNote(store: KeyValueStore, note: RemovedNote | null): void {
  write(store, KEYS.removed, note);
}

export function readHostSession(store: KeyValueStore): HostSession | null {
  const v = read(store, KEYS.host);
  if (!v || !isText(v.gameId) || !isText(v.quizId) || !isText(v.pin)) return null;
  const session: HostSession = { gameId: v.gameId, quizId: v.quizId, pin: v.pin };
  if (isText(v.returnTo)) session.returnTo = v.returnTo;
  return session;
}

export function writeHostSession(store: KeyValueStore, session: HostSession | null): void {
  write(store, KEYS.host, session);
}

export function readScreenSession(store: KeyValueStore): ScreenSession | null {
  const v = read(store, KEYS.screen);
  if (!v || !isText(v.gameId) || !isText(v.screenToken)) return null;
  return { gameId: v.gameId, screenToken: v.screenToken };
}

export function writeScreenSession(store: KeyValueStore, session: ScreenSession | null): void {
  write(store, KEYS.screen, session);
}

export function readPendingAnswer(store: KeyValueStore): PendingAnswer | null {
  const v = read(store, KEYS.answer);
  if (
    !v ||
    !isText(v.gameId) ||
    typeof v.index !== 'number' ||
    !Number.isInteger(v.index) ||
    !isPlayerAnswer(v.answer) ||
    !isText(v.submissionId)
  ) {
    return null;
  }
  return {
    gameId: v.gameId,
    index: v.index,
    answer: v.answer,
    submissionId: v.submissionId,
    acknowledged: v.acknowledged === true,
  };
}

export function writePendingAnswer(store: KeyValueStore, answer: PendingAnswer | null): void {
  write(store, KEYS.answer, answer);
}

/** The answer this phone already gave to question `index` of `gameId`, if it kept one. */
export function answerFor(store: KeyValueStore, gameId: string, index: number): PendingAnswer | null {
  const answer = readPendingAnswer(store);
  return answer && answer.gameId === gameId && answer.index === index ? answer : null;
}

/** Local storage when the browser lets us use it; otherwise a store that forgets (the game still plays). */
export function browserStore(): KeyValueStore {
  try {
    const probe = '__kviss_probe__';
    localStorage.setItem(probe, '1');
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

/**
 * A kept answer is sent again as it is; the server checks it. Only its shape is checked here, one check
 * per kind of domain/question-types/player-answer.ts: a kind added there does not compile until it has
 * its check, and a kind this table does not know (an old or tampered record) is refused. Not typebox's
 * checker over the contract's schema: it would add some 9 kB (gzip) to the phone's page for this alone.
 */
const answerShape: { [K in AnswerKind]: (v: Partial<Record<string, unknown>>) => boolean } = {
  choice: (v) => isIdList(v.answerIds),
  order: (v) => isIdList(v.answerIds),
  text: (v) => typeof v.text === 'string',
  point: (v) => typeof v.x === 'number' && typeof v.y === 'number',
  number: (v) => typeof v.value === 'number',
};

const isIdList = (ids: unknown): boolean => Array.isArray(ids) && ids.every(isText);

function isPlayerAnswer(value: unknown): value is PlayerAnswer {
  const v = value as Partial<Record<string, unknown>> | null;
  if (
    typeof v !== 'object' ||
    v === null ||
    typeof v.kind !== 'string' ||
    !Object.hasOwn(answerShape, v.kind)
  )
    return false;
  return answerShape[v.kind as AnswerKind](v);
}

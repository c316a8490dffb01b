import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIVE_SETTINGS } from '../../domain/game/live-settings.ts';
import type { HostView, PlayerView, RoomView } from '../../domain/game/views.ts';
import { createLiveSession } from '../../web/features/live/live-session.ts';
import {
  type KeyValueStore,
  readPendingAnswer,
  readPlayerSession,
  readRemovedNote,
  writePendingAnswer,
  writePlayerSession,
} from '../../web/features/live/live-storage.ts';
import {
  answerAtom,
  hostViewAtom,
  liveConnectionAtom,
  roomAtom,
  youAtom,
} from '../../web/shared/live/live-state.ts';
import { createSocketClient, GameRequestFailed, type SocketLike } from '../../web/socket/socket-client.ts';
import { memoryStore } from '../support/memory-store.ts';

/** Stands in for the browser WebSocket; the test opens, feeds and drops it. */
class FakeSocket implements SocketLike {
  readyState: SocketLike['readyState'] = 0;
  readonly sent: Array<Record<string, unknown>> = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.call(this as unknown as WebSocket, new Event('open'));
  }

  receive(message: object): void {
    this.onmessage?.call(
      this as unknown as WebSocket,
      new MessageEvent('message', { data: JSON.stringify(message) }),
    );
  }

  drop(): void {
    this.readyState = 3;
    this.onclose?.call(
      this as unknown as WebSocket,
      Object.assign(new Event('close'), { code: 1006 }) as CloseEvent,
    );
  }

  /** The requests of one type sent on this socket. */
  of(type: string) {
    return this.sent.filter((m) => m.type === type);
  }
}

const GAME = '7d0b1f1e-8a44-4a43-9c57-0e8d3c1b2a10';
const question = {
  index: 0,
  total: 3,
  title: 'Capital of Norway?',
  image: null,
  screen: {
    question_type: 'basic' as const,
    kind: 'multiple_choice' as const,
    answers_required: 'one' as const,
    chart_type: 'bar' as const,
    answers: [
      { answer_id: 'oslo', title: 'Oslo' },
      { answer_id: 'bergen', title: 'Bergen' },
    ],
  },
  shownAt: '2026-11-23T10:00:00.000Z',
  opensAt: '2026-11-23T10:00:00.000Z',
  closesAt: '2026-11-23T10:00:20.000Z',
};
const lobby: RoomView = {
  phase: 'lobby',
  quizTitle: 'Norway',
  question: null,
  results: null,
  leaderboard: [],
  playerCount: 1,
  teams: null,
  live: DEFAULT_LIVE_SETTINGS,
  hostConnected: true,
};
const open: RoomView = { ...lobby, phase: 'question', question };
const you: PlayerView = { playerId: 'p1', name: 'Anna', score: 0, rank: 1, answer: null, teamId: null };

function setUp(storage: KeyValueStore = memoryStore()) {
  const sockets: FakeSocket[] = [];
  const client = createSocketClient({
    url: 'ws://kviss.test/ws',
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    random: () => 0, // reconnect after 250 ms
  });
  const atoms = createStore();
  let ids = 0;
  const session = createLiveSession({
    socket: client,
    storage,
    atoms,
    signInToken: () => 'signed-in-token',
    newId: () => `submission-${++ids}`,
  });
  const latest = () => sockets.at(-1)!;
  return { client, session, atoms, storage, sockets, latest };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the game channel on the tab socket', () => {
  it('sends a request once the socket is open and resolves with the reply that echoes its ref', async () => {
    const { client, latest } = setUp();
    const reply = client.request({ type: 'game.join', pin: '482913', name: 'Anna' });
    expect(latest().sent).toEqual([]);
    latest().open();
    expect(latest().sent).toEqual([{ v: 1, type: 'game.join', pin: '482913', name: 'Anna', ref: 'r1' }]);
    latest().receive({ v: 1, type: 'game.error', ref: 'r9', code: 'not_mine' });
    latest().receive({ v: 1, type: 'game.error', ref: 'r1', code: 'join_not_live' });
    await expect(reply).resolves.toMatchObject({ type: 'game.error', code: 'join_not_live' });
  });

  it('fails a sent request when the connection drops, and one that gets no reply in time', async () => {
    const { client, latest } = setUp();
    const lost = client.request({ type: 'game.join', pin: '482913', name: 'Anna' });
    latest().open();
    latest().drop();
    await expect(lost).rejects.toEqual(new GameRequestFailed('connection_lost'));

    await vi.advanceTimersByTimeAsync(250);
    latest().open();
    const slow = client.request({ type: 'game.join', pin: '482913', name: 'Anna' }, { timeoutMs: 1000 });
    const failed = expect(slow).rejects.toEqual(new GameRequestFailed('request_timeout'));
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
  });

  it('tries to connect at once when asked to retry', async () => {
    const { client, sockets, latest } = setUp();
    client.listen(() => {});
    latest().open();
    latest().drop();
    expect(sockets).toHaveLength(1);
    client.reconnectNow();
    expect(sockets).toHaveLength(2);
  });
});

describe('a player’s live session', () => {
  async function joined() {
    const setup = setUp();
    const joining = setup.session.join('482913', 'Anna');
    setup.latest().open();
    setup.latest().receive({
      v: 1,
      type: 'game.joined',
      ref: 'r1',
      gameId: GAME,
      playerToken: 'p1.signature',
      room: lobby,
      you,
    });
    expect(await joining).toBeNull();
    setup.latest().receive({ v: 1, type: 'game.room', gameId: GAME, room: open });
    return setup;
  }

  it('keeps the player token, so a reload resumes the same player', async () => {
    const { storage, atoms } = await joined();
    expect(readPlayerSession(storage)).toEqual({
      gameId: GAME,
      pin: '482913',
      playerToken: 'p1.signature',
      name: 'Anna',
    });
    expect(atoms.get(roomAtom)?.phase).toBe('question');
    expect(atoms.get(youAtom)?.name).toBe('Anna');
  });

  it('returns the server’s error code when the join is refused', async () => {
    const { session, latest } = setUp();
    const joining = session.join('482913', 'Anna');
    latest().open();
    latest().receive({ v: 1, type: 'game.error', ref: 'r1', code: 'join_name_in_use' });
    expect(await joining).toMatchObject({ code: 'join_name_in_use' });
  });

  it('resends an answer without an acknowledgement, with the same submission id, until it is acknowledged', async () => {
    const { session, atoms, storage, latest } = await joined();
    session.answer(0, { kind: 'choice', answerIds: ['oslo'] });
    expect(atoms.get(answerAtom)).toEqual({
      index: 0,
      answer: { kind: 'choice', answerIds: ['oslo'] },
      state: 'sending',
    });
    expect(latest().of('game.answer')).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(4000);
    const sent = latest().of('game.answer');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      index: 0,
      answer: { kind: 'choice', answerIds: ['oslo'] },
      submissionId: sent[0]!.submissionId,
    });

    latest().receive({
      v: 1,
      type: 'game.ack',
      ref: sent[1]!.ref,
      gameId: GAME,
      submissionId: 'submission-1',
    });
    await flush();
    expect(atoms.get(answerAtom)?.state).toBe('sent');
    expect(readPendingAnswer(storage)?.acknowledged).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(latest().of('game.answer')).toHaveLength(2);
  });

  it('takes one answer per question: a second tap is ignored', async () => {
    const { session, latest } = await joined();
    session.answer(0, { kind: 'choice', answerIds: ['oslo'] });
    session.answer(0, { kind: 'choice', answerIds: ['bergen'] });
    expect(latest().of('game.answer')).toHaveLength(1);
  });

  it('after a lost connection resumes the same player first, then resends the answer', async () => {
    const { session, atoms, latest } = await joined();
    session.answer(0, { kind: 'choice', answerIds: ['oslo'] });
    latest().drop();
    await vi.advanceTimersByTimeAsync(250);
    const next = latest();
    next.open();
    expect(next.sent[0]).toMatchObject({ type: 'game.resume', gameId: GAME, playerToken: 'p1.signature' });
    next.receive({
      v: 1,
      type: 'game.joined',
      ref: next.sent[0]!.ref,
      gameId: GAME,
      playerToken: 'p1.signature',
      room: open,
      you,
    });
    await flush();
    expect(next.of('game.answer')).toEqual([
      expect.objectContaining({
        index: 0,
        answer: { kind: 'choice', answerIds: ['oslo'] },
        submissionId: 'submission-1',
      }),
    ]);
    next.receive({ v: 1, type: 'game.ack', ref: next.of('game.answer')[0]!.ref, gameId: GAME });
    await flush();
    expect(atoms.get(answerAtom)?.state).toBe('sent');
  });

  it('after a reload sends the answer it kept with the same id, unless the server already has it', async () => {
    const storage = memoryStore();
    writePlayerSession(storage, { gameId: GAME, pin: '482913', playerToken: 'p1.signature', name: 'Anna' });
    writePendingAnswer(storage, {
      gameId: GAME,
      index: 0,
      answer: { kind: 'choice', answerIds: ['bergen'] },
      submissionId: 'kept-before-reload',
      acknowledged: false,
    });
    const { session, latest, atoms } = setUp(storage);
    session.resume(readPlayerSession(storage)!);
    latest().open();
    latest().receive({
      v: 1,
      type: 'game.joined',
      ref: 'r1',
      gameId: GAME,
      playerToken: 'p1.signature',
      room: open,
      you,
    });
    await flush();
    expect(latest().of('game.answer')).toEqual([
      expect.objectContaining({ submissionId: 'kept-before-reload' }),
    ]);
    expect(atoms.get(answerAtom)).toEqual({
      index: 0,
      answer: { kind: 'choice', answerIds: ['bergen'] },
      state: 'sending',
    });

    const again = setUp(storage);
    again.session.resume(readPlayerSession(storage)!);
    again.latest().open();
    again.latest().receive({
      v: 1,
      type: 'game.joined',
      ref: 'r1',
      gameId: GAME,
      playerToken: 'p1.signature',
      room: open,
      you: {
        ...you,
        answer: { answer: { kind: 'choice', answerIds: ['bergen'] }, points: null, correct: null },
      },
    });
    await flush();
    expect(again.latest().of('game.answer')).toEqual([]);
    expect(again.atoms.get(answerAtom)?.state).toBe('sent');
  });

  it('treats "already answered" as answered and "too late" as late', async () => {
    const { session, atoms, latest } = await joined();
    session.answer(0, { kind: 'choice', answerIds: ['oslo'] });
    latest().receive({
      v: 1,
      type: 'game.error',
      ref: latest().of('game.answer')[0]!.ref,
      code: 'answer_too_late',
    });
    await flush();
    expect(atoms.get(answerAtom)?.state).toBe('late');
  });

  it('sends the same answer again when the game is busy for a moment (moving to another server)', async () => {
    const { session, atoms, latest } = await joined();
    session.answer(0, { kind: 'choice', answerIds: ['oslo'] });
    const [first] = latest().of('game.answer');
    latest().receive({ v: 1, type: 'game.error', ref: first!.ref, code: 'game_busy' });
    await flush();
    expect(atoms.get(answerAtom)?.state).toBe('sending');

    await vi.advanceTimersByTimeAsync(1000);
    const sent = latest().of('game.answer');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      answer: { kind: 'choice', answerIds: ['oslo'] },
      submissionId: first!.submissionId,
    });
    latest().receive({ v: 1, type: 'game.ack', ref: sent[1]!.ref, gameId: GAME });
    await flush();
    expect(atoms.get(answerAtom)?.state).toBe('sent');
  });

  it('stops for good when kicked, and forgets the game', async () => {
    const { atoms, storage, latest } = await joined();
    latest().receive({ v: 1, type: 'game.kicked', gameId: GAME });
    expect(atoms.get(liveConnectionAtom)).toMatchObject({ status: 'ended', end: 'kicked' });
    expect(readPlayerSession(storage)).toBeNull();
  });

  it('joins with this browser’s device id, kept for every later join', async () => {
    const { storage, latest } = await joined();
    const [join] = latest().of('game.join');
    expect(join?.device).toMatch(/^[0-9a-f]{32}$/);
    const again = setUp(storage);
    void again.session.join('482913', 'Bert');
    again.latest().open();
    expect(again.latest().of('game.join')[0]?.device).toBe(join?.device);
  });

  it('remembers a removal, so the join page can say so when the same PIN is opened again', async () => {
    const { storage, latest } = await joined();
    latest().receive({ v: 1, type: 'game.kicked', gameId: GAME });
    expect(readRemovedNote(storage)).toEqual({ gameId: GAME, pin: '482913' });
  });

  it('steps back when another tab takes the player over, and does not take it back by itself', async () => {
    const { session, atoms, latest } = await joined();
    latest().receive({ v: 1, type: 'game.replaced', gameId: GAME });
    expect(atoms.get(liveConnectionAtom)).toMatchObject({ status: 'ended', end: 'replaced' });
    latest().drop();
    await vi.advanceTimersByTimeAsync(250);
    latest().open();
    expect(latest().of('game.resume')).toEqual([]);
    // "Play here instead".
    session.takeOver();
    expect(latest().of('game.resume')).toHaveLength(1);
  });
});

describe('the quizmaster’s live session', () => {
  it('attaches with the sign-in token, again after every reconnect, and sends controls', async () => {
    const { session, latest, atoms } = setUp();
    session.host({ gameId: GAME, quizId: 'quiz-1', pin: '482913' });
    latest().open();
    expect(latest().sent[0]).toMatchObject({ type: 'game.host', gameId: GAME, token: 'signed-in-token' });
    latest().receive({ v: 1, type: 'game.ack', ref: latest().sent[0]!.ref, gameId: GAME });
    await flush();
    expect(atoms.get(liveConnectionAtom)).toMatchObject({ status: 'attached', role: 'host' });

    const started = session.control({ action: 'start' });
    expect(latest().of('game.control')[0]).toMatchObject({ gameId: GAME, action: 'start' });
    latest().receive({
      v: 1,
      type: 'game.error',
      ref: latest().of('game.control')[0]!.ref,
      code: 'no_users_in_quiz',
    });
    expect(await started).toBe('no_users_in_quiz');

    latest().drop();
    await vi.advanceTimersByTimeAsync(250);
    latest().open();
    expect(latest().of('game.host')).toHaveLength(1);
  });

  it('raises the answer counter from the light count message, for the question on screen only', async () => {
    const { session, latest, atoms } = setUp();
    session.host({ gameId: GAME, quizId: 'quiz-1', pin: '482913' });
    latest().open();
    const onScreen: HostView = {
      ...open,
      pin: '482913',
      playerLimit: 10,
      maxPlayerLimit: 10,
      limitReason: 'quiz',
      raiseLimitTo: null,
      turnedAway: 0,
      questionCount: 1,
      quizQuestionCount: 1,
      players: [],
      answeredCount: 0,
      authored: null,
      locked: false,
      joinPattern: null,
    };
    latest().receive({ v: 1, type: 'game.host', gameId: GAME, host: onScreen, screenToken: 'screen' });
    latest().receive({ v: 1, type: 'game.host.answered', gameId: GAME, index: 0, answeredCount: 7 });
    expect(atoms.get(hostViewAtom)?.answeredCount).toBe(7);
    // A count for another question (arriving late) changes nothing.
    latest().receive({ v: 1, type: 'game.host.answered', gameId: GAME, index: 3, answeredCount: 1 });
    expect(atoms.get(hostViewAtom)?.answeredCount).toBe(7);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { PostgresBackend } from './backends.ts';
import { gameSocket } from './game-socket.ts';
import { liveQuiz } from './live-quiz.ts';
import { openHostedRoom } from './live-room.ts';
import { signUp } from './sign-up.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/*
 * The scaffolding of the socket tests that play question types live: an app with a quiz, players in a
 * started room, their answers, and the rooms they are sent. The tests keep only what each type asks.
 */

/** A room as the phones are sent it, as far as these tests look. */
export type LiveRoom = {
  phase: string;
  question?: { screen: Record<string, unknown> };
  results?: { summary?: Record<string, unknown> };
};

type Message = Record<string, unknown> & { type: string };
export type Phone = Awaited<ReturnType<typeof gameSocket>>;
type Host = Awaited<ReturnType<typeof signUp>>;

/**
 * A test app for the describe block it is called in, with a quizmaster and their quiz of `questions`
 * saved through the API; the fields are there once `beforeAll` has run.
 */
export function appWithQuiz(backend: PostgresBackend, questions: unknown[], options: TestAppOptions) {
  const ctx = {
    /** A room of the quiz with these players on its first question (playersOnFirstQuestion). */
    play: (names: readonly string[]) => playersOnFirstQuestion(ctx.t.app, ctx.host, ctx.quizId, names),
  } as {
    t: TestApp;
    host: Host;
    quizId: string;
    play: (names: readonly string[]) => ReturnType<typeof playersOnFirstQuestion>;
  };
  beforeAll(async () => {
    ctx.t = await createTestApp(backend, options);
    ctx.host = await signUp(ctx.t.app, 'Quiz Master');
    ctx.quizId = await liveQuiz(ctx.t.app, ctx.host.headers, { questions });
  });
  afterAll(async () => ctx.t?.close());
  return ctx;
}

/** What someone who may not edit the quiz reads of it: its questions, and the reply as sent. */
export async function strangersCopy(app: FastifyInstance, quizId: string) {
  const stranger = await signUp(app, 'Stranger');
  const reply = await app.inject({
    method: 'GET',
    url: `/api/quizzes/id/${quizId}`,
    headers: stranger.headers,
  });
  return { questions: reply.json().data.questions as Array<Record<string, unknown>>, body: reply.body };
}

/**
 * A room for the quiz with a phone per name joined, started and on its first question. `answer` sends
 * a player's answer to the question at `index` (the submission id names who and which question).
 */
export async function playersOnFirstQuestion(
  app: FastifyInstance,
  host: Host,
  quizId: string,
  names: readonly string[],
) {
  const { gameId, pin, master } = await openHostedRoom(app, host, quizId);
  const phones = await Promise.all(names.map(() => gameSocket(app)));
  for (const [i, phone] of phones.entries()) {
    const joined = await phone.request({ type: 'game.join', pin, name: names[i] });
    if (joined.type !== 'game.joined')
      throw new Error(`${names[i]} could not join: ${JSON.stringify(joined)}`);
  }
  await master.request({ type: 'game.control', gameId, action: 'start' });
  await master.request({ type: 'game.control', gameId, action: 'next' });
  const answer = (phone: Phone, index: number, given: Record<string, unknown>, who: string) =>
    phone.request({
      type: 'game.answer',
      gameId,
      index,
      answer: given,
      submissionId: `${who}-question-${index}`,
    });
  return { gameId, master, phones, answer };
}

const roomOf = (m: Message) => m.room as LiveRoom | undefined;

/** The next room the phone is sent in `phase` (and showing a question of `type`, when named). */
export async function roomIn(phone: Phone, phase: string, type?: string): Promise<LiveRoom> {
  const message = await phone.next(
    (m) =>
      m.type === 'game.room' &&
      roomOf(m)?.phase === phase &&
      (type === undefined || roomOf(m)?.question?.screen.question_type === type),
  );
  return message.room as LiveRoom;
}

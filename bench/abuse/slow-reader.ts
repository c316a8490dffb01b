import { setTimeout as sleep } from 'node:timers/promises';
import { readProcessStats } from '../live/proc-stats.ts';
import { call } from '../live/quiz-setup.ts';
import { percentile } from '../support/stats.ts';
import { Client, hostOf, type Reply } from './client.ts';
import { prepareLargeQuiz } from './large-quiz.ts';

const PLAYERS = 50;
const OBSERVE_MS = 30_000;
/** After the slow socket is gone: does the memory come back? */
const SETTLE_MS = 5_000;

export interface SlowReaderFigures {
  players: number;
  /** Question fan-out to the other phones (control sent → phone has the question), without and with the slow reader. */
  fanOutP99MsBefore: number;
  fanOutP99MsDuring: number;
  rssBeforeMb: number;
  /** The server's resident memory at its highest while the slow reader was connected, above `rssBeforeMb`. */
  rssGrowthMb: number;
  /** Resident memory a few seconds after the slow reader was dropped (or at the end), above `rssBeforeMb`. */
  rssAfterMb: number;
  /** From the first request of the slow reader until the server closed its socket; null if it never did. */
  droppedAfterMs: number | null;
  slowReaderRequests: number;
}

/**
 * A game of the largest quiz with some phones, and one socket that asks for that quiz again
 * and again (subscribe, unsubscribe) but never reads what it is sent.
 */
export async function slowReader(baseUrl: string, pid: number): Promise<SlowReaderFigures> {
  const quiz = await prepareLargeQuiz(baseUrl, PLAYERS);
  const opened = await openGameOf(baseUrl, quiz.token, quiz.quizId);
  const gameId = opened.game_id as string;
  const seen = new Map<number, number[]>();
  const players = await Promise.all(
    Array.from({ length: PLAYERS }, () =>
      Client.open(baseUrl, (message, at) => {
        const room = message.room as { phase?: string; question?: { index: number } } | undefined;
        if (message.type !== 'game.room' || room?.phase !== 'question' || !room.question) return;
        const times = seen.get(room.question.index) ?? [];
        times.push(at);
        seen.set(room.question.index, times);
      }),
    ),
  );
  for (const [i, player] of players.entries()) {
    const reply = await player.request({ type: 'game.join', pin: opened.pin, name: `Player ${i + 1}` });
    if (reply.type !== 'game.joined') throw new Error(`join refused: ${reply.code ?? reply.type}`);
  }
  const host = await hostOf(baseUrl, gameId, quiz.token);
  await expectAck(host.control('start'));
  let index = -1;
  /** One question: its fan-out latencies to every phone. */
  const round = async (): Promise<number[]> => {
    index += 1;
    const sentAt = performance.now();
    await expectAck(host.control('next'));
    const deadline = performance.now() + 10_000;
    while ((seen.get(index)?.length ?? 0) < PLAYERS && performance.now() < deadline) await sleep(5);
    await expectAck(host.control('skip'));
    return (seen.get(index) ?? []).map((at) => at - sentAt);
  };

  const before: number[] = [];
  for (let i = 0; i < 5; i++) before.push(...(await round()));
  const rssBeforeMb = (await readProcessStats(pid)).rssMb;

  const slow = await Client.open(baseUrl);
  // Stop reading: the kernel's buffers fill, then everything the server sends waits in its memory.
  (slow.socket as unknown as { _socket: { pause(): void } })._socket.pause();
  const slowStarted = performance.now();
  let requests = 0;
  const asking = (async () => {
    const topic = `quiz/${quiz.quizId}`;
    while (Number.isNaN(slow.closedAt) && performance.now() - slowStarted < OBSERVE_MS) {
      slow.socket.send(JSON.stringify({ v: 1, type: 'subscribe', topic }));
      slow.socket.send(JSON.stringify({ v: 1, type: 'unsubscribe', topic }));
      requests += 1;
      // Within the per-socket message budget (20 a second), so only the replies' size matters.
      await sleep(100);
    }
  })();
  let peakMb = rssBeforeMb;
  const during: number[] = [];
  while (Number.isNaN(slow.closedAt) && performance.now() - slowStarted < OBSERVE_MS) {
    during.push(...(await round()));
    peakMb = Math.max(peakMb, (await readProcessStats(pid)).rssMb);
    await sleep(500);
  }
  await asking;
  const droppedAfterMs = Number.isNaN(slow.closedAt) ? null : Math.round(slow.closedAt - slowStarted);
  // A few more rounds while the slow reader may still be there, so "during" is never empty.
  for (let i = 0; i < 3; i++) during.push(...(await round()));
  slow.close();
  await sleep(SETTLE_MS);
  const rssAfter = (await readProcessStats(pid)).rssMb;
  host.client.close();
  for (const player of players) player.close();
  const p99 = (values: number[]) =>
    Math.round(
      percentile(
        [...values].sort((a, b) => a - b),
        99,
      ),
    );
  return {
    players: PLAYERS,
    fanOutP99MsBefore: p99(before),
    fanOutP99MsDuring: p99(during),
    rssBeforeMb: Math.round(rssBeforeMb),
    rssGrowthMb: Math.round(peakMb - rssBeforeMb),
    rssAfterMb: Math.round(rssAfter - rssBeforeMb),
    droppedAfterMs,
    slowReaderRequests: requests,
  };
}

async function expectAck(reply: Promise<Reply>): Promise<void> {
  const got = await reply;
  if (got.type !== 'game.ack') throw new Error(`control refused: ${got.code ?? got.type}`);
}

/** The questions' write may not have reached the read model yet on a busy machine: try again a few times. */
async function openGameOf(baseUrl: string, token: string, quizId: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(baseUrl, 'POST', '/api/games', token, { quiz_id: quizId });
    } catch (error) {
      if (attempt >= 10) throw error;
      await sleep(500);
    }
  }
}

/**
 * What one request of a solo play costs in CPU (issue 13), phase by phase: N guests start, then each
 * asks for the next question and answers it, a few times over, C requests at a time. After each phase
 * the bench waits until the server is quiet again, so the read models' work for that phase is counted
 * in it. bench:solo measures latency, which on a two-core machine shared with PostgreSQL and the load
 * generator swings by a third from run to run; CPU per request moves by a few per cent, so a change is
 * judged here first. Progress goes to stderr; stdout gets exactly one JSON line.
 *
 *   npm run bench:solo-cost -- [--plays 4000] [--concurrency 100] [--questions 2]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Cleanup } from './live/cleanup.ts';
import { readProcessStats } from './live/proc-stats.ts';
import { call, prepareQuiz } from './live/quiz-setup.ts';
import { startServerProcess } from './live/server-process.ts';
import { waitForQuietServer } from './live/server-quiet.ts';
import { JsonClient } from './solo/http-client.ts';
import { postgresCpuSeconds } from './solo/postgres-cpu.ts';
import { answerFor, SOLO_TYPES } from './solo/quiz.ts';
import { benchDatabase } from './support/bench-database.ts';

const { values } = parseArgs({
  options: {
    plays: { type: 'string', default: '4000' },
    concurrency: { type: 'string', default: '100' },
    questions: { type: 'string', default: '2' },
  },
});
const plays = Number(values.plays);
const concurrency = Number(values.concurrency);
const questions = Math.min(Number(values.questions), SOLO_TYPES.length);
if (![plays, concurrency, questions].every((n) => Number.isInteger(n) && n > 0))
  throw new Error('usage: npm run bench:solo-cost -- [--plays N] [--concurrency C] [--questions Q]');

const progress = (message: string) => console.error(`[bench:solo-cost] ${message}`);
const cleanup = new Cleanup();
const phases: Record<string, { serverUs: number; postgresUs: number; wallUs: number }> = {};
try {
  const database = await benchDatabase(cleanup);
  const server = await startServerProcess(database.url, 10_000);
  cleanup.add('server', () => server.stop());
  await server.ready();
  const master = await prepareQuiz(server, 10_000, SOLO_TYPES);
  const code = (await call(server.url, 'GET', `/api/quizzes/id/${master.quizId}`, master.token, undefined))
    .code as string;
  const client = new JsonClient(server.url);
  cleanup.add('client sockets', async () => client.close());

  /** Runs `request` for every play, `concurrency` at a time, and records the CPU it took per request. */
  const phase = async (name: string, request: (play: number) => Promise<void>) => {
    await waitForQuietServer(server.pid, 60_000);
    const server0 = (await readProcessStats(server.pid)).cpuSeconds;
    const postgres0 = await postgresCpuSeconds();
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < plays) await request(next++);
      }),
    );
    const wallMs = performance.now() - started;
    await waitForQuietServer(server.pid, 60_000);
    const perRequest = (seconds: number) => Math.round((seconds * 1e6) / plays);
    phases[name] = {
      serverUs: perRequest((await readProcessStats(server.pid)).cpuSeconds - server0),
      postgresUs: perRequest((await postgresCpuSeconds()) - postgres0),
      wallUs: Math.round((wallMs * 1000) / plays),
    };
    progress(`${name}: ${JSON.stringify(phases[name])}`);
  };

  const tokens: { playId: string; headers: Record<string, string> }[] = [];
  const expect = (status: number, wanted: number, what: string) => {
    if (status !== wanted) throw new Error(`${what} answered ${status}`);
  };
  await phase('start', async (play) => {
    const reply = await client.request(
      'POST',
      '/api/plays',
      { code, name: `Solo ${play + 1}` },
      // A handful of players per address, as from homes (the server paces starts per address).
      { 'x-forwarded-for': `10.${(play >> 10) & 255}.${(play >> 2) & 255}.2` },
    );
    expect(reply.status, 201, 'start');
    const data = reply.body.data as { play_token: string; play: { playId: string } };
    tokens[play] = { playId: data.play.playId, headers: { 'x-play-token': data.play_token } };
  });
  for (let q = 0; q < questions; q++) {
    await phase(`next ${q + 1}`, async (play) => {
      const { playId, headers } = tokens[play]!;
      expect((await client.request('POST', `/api/plays/${playId}/next`, {}, headers)).status, 200, 'next');
    });
    await phase(`answer ${q + 1}`, async (play) => {
      const { playId, headers } = tokens[play]!;
      const body = { index: q, answer: answerFor(q, play % 2 === 0), submission_id: randomUUID() };
      expect(
        (await client.request('POST', `/api/plays/${playId}/answer`, body, headers)).status,
        200,
        'answer',
      );
    });
  }
} finally {
  await cleanup.runAll();
}
console.log(JSON.stringify({ bench: 'solo-cost', node: process.version, plays, concurrency, phases }));

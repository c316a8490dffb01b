/**
 * Abuse benchmark (issue 9, items 7, 8 and 10): what one hostile client on one
 * address can do to a server in its own process, on a throw-away embedded
 * PostgreSQL. Progress goes to stderr; stdout gets exactly one JSON line.
 *
 *   npm run -s bench:abuse -- --scenario pin|join|slow [--seconds 5]
 *
 * pin:  wrong PINs the server evaluates from one client opening fresh sockets.
 * join: how long bots from one address take to fill a room of 200 and of 500.
 * slow: a socket that stops reading while asking for the largest quiz: the
 *       server's memory, other phones' fan-out, and when the socket is dropped.
 */

import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Client } from './abuse/client.ts';
import { floodJoins } from './abuse/join-flood.ts';
import { guessPins } from './abuse/pin-guessing.ts';
import { slowReader } from './abuse/slow-reader.ts';
import { Cleanup } from './live/cleanup.ts';
import { openGame, prepareQuiz } from './live/quiz-setup.ts';
import { type ServerProcess, startServerProcess } from './live/server-process.ts';
import { startScratchEmbeddedPostgres } from './support/embedded-server.ts';
import { createScratchDatabase } from './support/scratch-database.ts';

const { values } = parseArgs({
  options: { scenario: { type: 'string' }, seconds: { type: 'string', default: '5' } },
  strict: true,
});
const scenario = values.scenario;
if (scenario !== 'pin' && scenario !== 'join' && scenario !== 'slow')
  throw new Error('usage: npm run -s bench:abuse -- --scenario pin|join|slow [--seconds N]');
const seconds = Number(values.seconds);
const started = performance.now();
const progress = (message: string) =>
  console.error(
    `[bench:abuse ${scenario} +${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`,
  );

const cleanup = new Cleanup();
let figures: unknown;
try {
  const embedded = await startScratchEmbeddedPostgres();
  cleanup.add('embedded PostgreSQL', () => embedded.stop());
  const database = await createScratchDatabase(embedded.url);
  cleanup.add('scratch database', () => database.drop());
  const server = await startServerProcess(database.url, 500);
  cleanup.add('server', () => server.stop());
  await server.ready();
  progress(`server pid ${server.pid} at ${server.url}`);
  figures = await run(server);
} finally {
  await cleanup.runAll();
}
console.log(JSON.stringify({ bench: 'abuse', scenario, node: process.version, figures }));

async function run(server: ServerProcess): Promise<unknown> {
  const { url: baseUrl, pid } = server;
  switch (scenario) {
    case 'pin': {
      const master = await prepareQuiz(server, 10, ['basic']);
      const { pin } = await openGame(baseUrl, master);
      const guessing = await guessPins(baseUrl, pin, seconds);
      progress(`${guessing.wrongPinsEvaluated} wrong PINs evaluated in ${guessing.seconds} s`);
      return { ...guessing, correctJoinAfterGuessingMs: await timeToJoin(baseUrl, pin) };
    }
    case 'join': {
      const master = await prepareQuiz(server, 500, ['basic']);
      const rooms = [];
      for (const players of [200, 500]) {
        const { pin } = await openGame(baseUrl, master);
        rooms.push(await floodJoins(baseUrl, pin, players));
        progress(`${players} players in ${rooms.at(-1)!.filledInMs} ms`);
        // Let the address's allowance fill up again between the rooms.
        await sleep(12_000);
      }
      return rooms;
    }
    case 'slow':
      return slowReader(baseUrl, pid);
  }
}

/** A classmate on the same address joining with the right PIN just after the guessing: how long until in. */
async function timeToJoin(baseUrl: string, pin: string): Promise<number> {
  const client = await Client.open(baseUrl);
  const from = performance.now();
  try {
    for (;;) {
      const reply = await client.request({ type: 'game.join', pin, name: 'Classmate' });
      if (reply.type === 'game.joined') return Math.round(performance.now() - from);
      await sleep(reply.retryAfterMs ?? 1000);
    }
  } finally {
    client.close();
  }
}

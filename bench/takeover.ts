/**
 * Takeover benchmark (README "Several nodes"): two server processes on the external PostgreSQL and
 * Redis (DATABASE_URL, REDIS_URL), a game with a phone on each, the owner node killed outright
 * (SIGKILL) with a question open, and the time until the other node acknowledges an answer, the
 * phone resending as the web app does. The bound is 15 s; the lease lapses in 10 s.
 * Progress goes to stderr; stdout gets exactly one JSON line.
 *
 *   npm run bench:takeover -- --runs 5
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { captchaFrom } from '../tests/support/captcha.ts';
import { emptyOurDatabase, redisDatabaseOfOurOwn } from '../tests/support/redis-database.ts';
import { serverProcess } from '../tests/support/server-process.ts';
import { wsClient } from '../tests/support/ws-client.ts';
import { createScratchDatabase } from './support/scratch-database.ts';
import { figure } from './support/stats.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!databaseUrl || !redisUrl) {
  console.error('bench:takeover needs DATABASE_URL and REDIS_URL (an external PostgreSQL and Redis)');
  process.exit(2);
}
/** A phone resends an unacknowledged answer this often (ANSWER_RESEND_MS in web/features/live/live-session.ts). */
const ANSWER_RESEND_MS = 4000;
const progress = (message: string) => console.error(`[bench:takeover] ${message}`);

type Node = Awaited<ReturnType<typeof serverProcess>>;

async function api(node: Node, method: 'POST' | 'PUT', path: string, body: unknown, token?: string) {
  const response = await fetch(`${node.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

const question = {
  question_id: 'q1',
  kind: 'multiple_choice',
  title: 'Still there?',
  time_limit: 600,
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    { answer_id: 'yes', title: 'Yes', is_correct: true, score: 1000 },
    { answer_id: 'no', title: 'No', is_correct: false, score: 0 },
  ],
};

/** One game on two fresh nodes: milliseconds from killing the owner to the other node's acknowledgement. */
async function oneRun(run: number): Promise<number> {
  const database = await createScratchDatabase(databaseUrl!);
  const redisDb = await redisDatabaseOfOurOwn(redisUrl!, 'bench:takeover');
  const nodes: Node[] = [];
  const clients: Array<Awaited<ReturnType<typeof wsClient>>> = [];
  try {
    const shared = { REDIS_URL: redisDb.url, KVISS_SECRET: randomBytes(32).toString('base64') };
    for (const name of ['a', 'b']) {
      const node = await serverProcess(database.url, {
        ...shared,
        KVISS_NODE_ID: `bench-${name}-${run}-${randomUUID()}`,
      });
      nodes.push(node);
      await node.start();
    }
    const [a, b] = nodes as [Node, Node];
    const session = await api(a, 'POST', '/auth/register', {
      name: 'Takeover Bench',
      email: `takeover-${randomUUID()}@example.org`,
      password: 'correct horse battery staple',
    });
    const token = session.token as string;
    const quiz = await api(
      a,
      'POST',
      '/quizzes/create',
      { title: 'Takeover', captcha_response: await captchaFrom(a.url) },
      token,
    );
    await api(a, 'PUT', `/quizzes/id/${quiz._id}/questions`, { questions: [question] }, token);
    const game = await api(a, 'POST', '/games', { quiz_id: quiz._id }, token);
    const gameId = game.game_id as string;

    const connect = async (node: Node) => {
      const client = await wsClient(node.wsUrl);
      clients.push(client);
      return client;
    };
    const master = await connect(a);
    await master.request({ type: 'game.host', gameId, token });
    const phones = { a: await connect(a), b: await connect(b) };
    await phones.a.request({ type: 'game.join', pin: game.pin, name: 'Anna' });
    await phones.b.request({ type: 'game.join', pin: game.pin, name: 'Bert' });
    await master.request({ type: 'game.control', gameId, action: 'start' });
    await master.request({ type: 'game.control', gameId, action: 'next' });
    await phones.b.waitFor(
      (m) => m.type === 'game.room' && (m.room as { phase: string }).phase === 'question',
    );

    const ownerKey = (await redisDb.redis.keys(`*game-owner:${gameId}`))[0];
    const ownerId = ownerKey ? await redisDb.redis.get(ownerKey) : null;
    const owner = ownerId?.startsWith('bench-a-') ? a : b;
    const phone = owner === a ? phones.b : phones.a;
    await owner.killHard();
    const killedAt = performance.now();
    for (;;) {
      const reply = await phone
        .request(
          { type: 'game.answer', gameId, index: 0, answerIds: ['yes'], submissionId: `bench-answer-${run}` },
          ANSWER_RESEND_MS,
        )
        .catch(() => null);
      if (reply?.type === 'game.ack') break;
      if (reply && reply.code !== 'game_busy') throw new Error(`answer refused: ${JSON.stringify(reply)}`);
      if (performance.now() - killedAt > 60_000) throw new Error('no acknowledgement within 60 s');
      if (reply) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return performance.now() - killedAt;
  } finally {
    for (const client of clients) client.close();
    for (const node of nodes) await node.stop().catch(() => {});
    await emptyOurDatabase(redisDb.redis).catch(() => {});
    redisDb.redis.disconnect();
    await database.drop();
  }
}

const takeovers: number[] = [];
for (let run = 1; run <= runs; run++) {
  const ms = await oneRun(run);
  progress(`run ${run}/${runs}: acknowledged ${(ms / 1000).toFixed(2)} s after the kill`);
  takeovers.push(ms);
}
console.log(
  JSON.stringify({ bench: 'takeover', runs, killToAckMs: figure(takeovers, 'ms'), boundMs: 15_000 }),
);

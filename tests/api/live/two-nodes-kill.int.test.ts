import { randomBytes, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/backends.ts';
import { captchaFrom } from '../../support/captcha.ts';
import { emptyOurDatabase, redisDatabaseOfOurOwn } from '../../support/redis-database.ts';
import { serverProcess } from '../../support/server-process.ts';
import { wsClient } from '../../support/ws-client.ts';

/*
 * Several nodes for real (README "Several nodes"): two `api/server.ts` processes on one external
 * PostgreSQL and one Redis, players on both, and the node running the game killed outright
 * (SIGKILL) in the middle of a question. The other node must carry the game on within 15 s (the
 * dead node's lease lapses in 10 s), and every answer a phone was told was in must be in the report.
 */

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const missing = [databaseUrl ? null : 'DATABASE_URL', redisUrl ? null : 'REDIS_URL'].filter(Boolean);
const title =
  missing.length === 0
    ? 'a game on two nodes survives its owner node being killed (kill -9)'
    : `a game on two nodes survives its owner node being killed (skipped: needs ${missing.join(' and ')})`;

/** A phone resends an unacknowledged answer this often (web/features/live/live-session.ts). */
const PHONE_RESEND_MS = 4_000;

type Client = Awaited<ReturnType<typeof wsClient>>;
type Node = Awaited<ReturnType<typeof serverProcess>>;

const question = (id: string) => ({
  question_id: id,
  kind: 'multiple_choice',
  title: `Question ${id}`,
  // Long enough that only the players and the quizmaster close a question, never its clock.
  time_limit: 600,
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    { answer_id: `${id}-yes`, title: 'Yes', is_correct: true, score: 1000 },
    { answer_id: `${id}-no`, title: 'No', is_correct: false, score: 0 },
  ],
});

describe.skipIf(missing.length > 0)(title, () => {
  let database: TestDatabase | undefined;
  let redis: Redis | undefined;
  const nodes: Node[] = [];
  const clients: Client[] = [];
  let gameId = '';

  beforeAll(async () => {
    database = await createTestDatabase(databaseUrl!);
    const redisDb = await redisDatabaseOfOurOwn(redisUrl!, 'two-nodes-kill test');
    redis = redisDb.redis;
    const run = randomUUID().slice(0, 8);
    const shared = {
      REDIS_URL: redisDb.url,
      // Both nodes sign sessions and player tokens alike, as behind a load balancer.
      KVISS_SECRET: randomBytes(32).toString('base64'),
    };
    for (const name of ['a', 'b']) {
      const node = await serverProcess(database.url, {
        ...shared,
        KVISS_NODE_ID: `two-nodes-${name}-${run}`,
      });
      nodes.push(node);
      // One after the other: the first one migrates the fresh database.
      await node.start();
    }
  }, 90_000);

  // Runs whether the test passed or not: no server process, database or key outlives the run.
  afterAll(async () => {
    for (const client of clients) client.close();
    for (const node of nodes) await node.stop().catch(() => {});
    if (redis) await emptyOurDatabase(redis).catch(() => {});
    redis?.disconnect();
    await database?.drop();
  }, 60_000);

  const api = async (node: Node, path: string, method: string, body: unknown, token?: string) => {
    const response = await fetch(`${node.url}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data: Record<string, unknown> };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };

  const connect = async (node: Node) => {
    const client = await wsClient(node.wsUrl);
    clients.push(client);
    return client;
  };

  /**
   * As a phone sends an answer: the same submission again whenever no acknowledgement came in time
   * or the game asked it to try again (`game_busy`, while the game moves to another node). Resolves
   * once acknowledged; any other refusal fails the test.
   */
  async function answerUntilAcknowledged(
    client: Client,
    index: number,
    answerId: string,
    submissionId: string,
    deadline: number,
  ) {
    for (;;) {
      const reply = await client
        .request({ type: 'game.answer', gameId, index, answerIds: [answerId], submissionId }, PHONE_RESEND_MS)
        .catch(() => null);
      if (reply?.type === 'game.ack') return;
      if (reply && reply.code !== 'game_busy') throw new Error(`answer refused: ${JSON.stringify(reply)}`);
      if (Date.now() > deadline) throw new Error(`no acknowledgement for ${submissionId} in time`);
      if (reply) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  const roomPhase = (m: Record<string, unknown>) => (m.room as { phase?: string } | undefined)?.phase;
  const roomIndex = (m: Record<string, unknown>) =>
    (m.room as { question?: { index: number } } | undefined)?.question?.index;

  it('carries the game on through the other node, keeping every acknowledged answer', async () => {
    const [a, b] = nodes as [Node, Node];
    const { data: session } = await api(a, '/auth/register', 'POST', {
      name: 'Two Node Master',
      email: `two-nodes-${randomUUID().slice(0, 8)}@example.org`,
      password: 'two nodes, one game',
    });
    const token = session.token as string;
    const { data: quiz } = await api(
      a,
      '/quizzes/create',
      'POST',
      { title: 'Two nodes', captcha_response: await captchaFrom(a.url) },
      token,
    );
    await api(
      a,
      `/quizzes/id/${quiz._id}/questions`,
      'PUT',
      { questions: [question('q1'), question('q2')] },
      token,
    );
    const { data: game } = await api(b, '/games', 'POST', { quiz_id: quiz._id }, token);
    gameId = game.game_id as string;

    // The quizmaster's screen on node A; two phones on each node.
    const master = await connect(a);
    expect(await master.request({ type: 'game.host', gameId, token })).toMatchObject({ type: 'game.ack' });
    const players = [
      { name: 'Anna', node: a },
      { name: 'Bert', node: a },
      { name: 'Cleo', node: b },
      { name: 'Dag', node: b },
    ];
    const phones = new Map<string, { client: Client; playerToken: string; node: Node }>();
    for (const player of players) {
      const client = await connect(player.node);
      const joined = await client.request({ type: 'game.join', pin: game.pin, name: player.name });
      expect(joined).toMatchObject({ type: 'game.joined', you: { name: player.name } });
      phones.set(player.name, { client, playerToken: joined.playerToken as string, node: player.node });
    }
    const phone = (name: string) => phones.get(name)!;

    await master.request({ type: 'game.control', gameId, action: 'start' });
    await master.request({ type: 'game.control', gameId, action: 'next' });
    for (const { client } of phones.values())
      await client.waitFor(
        (m) => m.type === 'game.room' && roomPhase(m) === 'question' && roomIndex(m) === 0,
      );

    // One phone on each node answers and is told its answer is in.
    const acknowledged: Array<{ player: string; index: number; answerId: string }> = [];
    for (const [player, answerId] of [
      ['Anna', 'q1-yes'],
      ['Cleo', 'q1-no'],
    ] as const) {
      const reply = await phone(player).client.request({
        type: 'game.answer',
        gameId,
        index: 0,
        answerIds: [answerId],
        submissionId: `${player}-answer-q1`,
      });
      expect(reply, JSON.stringify(reply)).toMatchObject({ type: 'game.ack' });
      acknowledged.push({ player, index: 0, answerId });
    }

    // The node holding the game's lease dies with the question open (Bert and Dag have not answered).
    const ownerKeys = await redis!.keys(`*game-owner:${gameId}`);
    expect(ownerKeys).toHaveLength(1);
    const ownerId = await redis!.get(ownerKeys[0]!);
    const ownerIndex = ownerId?.startsWith('two-nodes-a-') ? 0 : 1;
    expect(ownerId).toMatch(/^two-nodes-[ab]-/);
    const owner = nodes[ownerIndex]!;
    const survivor = nodes[1 - ownerIndex]!;
    await owner.killHard();
    const killedAt = Date.now();

    // Phones and the quizmaster's screen on the dead node lose their connection and come back, as
    // behind a load balancer, to the node that is left.
    for (const [name, p] of phones) {
      if (p.node !== owner) continue;
      await p.client.closed;
      const client = await connect(survivor);
      await vi.waitFor(async () =>
        expect(
          await client.request({ type: 'game.resume', gameId, playerToken: p.playerToken }),
        ).toMatchObject({
          type: 'game.joined',
          you: { name },
        }),
      );
      phones.set(name, { ...p, client, node: survivor });
    }
    let screen = master;
    if (owner === a) {
      await master.closed;
      screen = await connect(survivor);
      await vi.waitFor(async () =>
        expect(await screen.request({ type: 'game.host', gameId, token })).toMatchObject({
          type: 'game.ack',
        }),
      );
    }

    // The players who had not answered answer now, through the surviving node.
    await Promise.all(
      (
        [
          ['Bert', 'q1-yes'],
          ['Dag', 'q1-yes'],
        ] as const
      ).map(async ([player, answerId]) => {
        await answerUntilAcknowledged(
          phone(player).client,
          0,
          answerId,
          `${player}-answer-q1`,
          killedAt + 60_000,
        );
        acknowledged.push({ player, index: 0, answerId });
      }),
    );
    // Everyone has answered: the surviving node, now running the game, closes the question.
    const closed = await phone('Cleo').client.waitFor(
      (m) => m.type === 'game.room' && roomPhase(m) === 'question_closed' && roomIndex(m) === 0,
      60_000,
    );
    // How soon that happens is measured by `npm run bench:takeover`, not asserted here (DESIGN §6).
    expect(closed.room, JSON.stringify(closed)).toMatchObject({ results: { answered: 4 } });

    // And plays on: the next question, answered by everyone through the surviving node, then the end.
    expect(await screen.request({ type: 'game.control', gameId, action: 'next' })).toMatchObject({
      type: 'game.ack',
    });
    await Promise.all(
      players.map(async ({ name }, i) => {
        const { client } = phone(name);
        await client.waitFor((m) => m.type === 'game.room' && roomIndex(m) === 1, 20_000);
        const answerId = i % 2 === 0 ? 'q2-yes' : 'q2-no';
        await answerUntilAcknowledged(client, 1, answerId, `${name}-answer-q2`, Date.now() + 30_000);
        acknowledged.push({ player: name, index: 1, answerId });
      }),
    );
    await phone('Cleo').client.waitFor(
      (m) => m.type === 'game.room' && roomPhase(m) === 'question_closed' && roomIndex(m) === 1,
      20_000,
    );
    expect(await screen.request({ type: 'game.control', gameId, action: 'end' })).toMatchObject({
      type: 'game.ack',
    });

    // The report, read from the surviving node once its projection has caught up, has every answer a
    // phone was told was in: those taken by the dead node and those taken after it died.
    await vi.waitFor(
      async () => {
        const { data: report } = await api(survivor, `/reports/games/${gameId}`, 'GET', undefined, token);
        expect(report.phase).toBe('finished');
        const byName = new Map(
          (
            report.players as Array<{
              name: string;
              answers: Record<string, { answer: { answerIds: string[] } }>;
            }>
          ).map((p) => [p.name, p.answers]),
        );
        for (const { player, index, answerId } of acknowledged)
          expect(
            byName.get(player)?.[String(index)]?.answer.answerIds,
            `${player}'s answer to question ${index + 1}`,
          ).toEqual([answerId]);
      },
      { timeout: 30_000, interval: 250 },
    );
    expect(acknowledged).toHaveLength(8);
  }, 180_000);
});

import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Bus, BusClosedError, createBus } from '../../../commands/bus/index.ts';
import { redisUrl } from '../../support/backends.ts';

const freshPrefix = () => `kviss-test-${randomBytes(6).toString('hex')}:`;

/** Buses for one test, on a prefix of its own so parallel runs sharing a Redis never meet; closed afterwards. */
function useNodes(url: string | undefined) {
  let prefix = '';
  const open: Bus[] = [];
  beforeEach(() => {
    prefix = freshPrefix();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((bus) => bus.close()));
  });
  return {
    prefix: () => prefix,
    /** One node's bus; nodes of a test share its prefix unless told otherwise. */
    node(options: { prefix?: string; onError?: (error: unknown) => void } = {}): Bus {
      const bus = createBus({ redisUrl: url, prefix: options.prefix ?? prefix, onError: options.onError });
      open.push(bus);
      return bus;
    },
  };
}

/**
 * Waits for `message`. Messages published before it (and awaited) on the same
 * bus have been delivered by then, which is how the tests show that something
 * did not arrive without sleeping.
 */
function arrival(received: string[], message: string) {
  return vi.waitFor(() => expect(received).toContain(message), { timeout: 5_000, interval: 10 });
}

const backends = [
  { name: 'in-process', url: undefined, available: true },
  {
    name: redisUrl ? 'redis' : 'redis (REDIS_URL not set)',
    url: redisUrl,
    available: redisUrl !== undefined,
  },
];

describe.each(backends)('bus contract: $name', ({ url, available }) => {
  const test = it.skipIf(!available);
  const { node } = useNodes(url);

  test('a subscriber receives a published message exactly once', async () => {
    const bus = node();
    const received: string[] = [];
    await bus.subscribe('game-1', (message) => received.push(message));

    await bus.publish('game-1', 'hello');
    await bus.publish('game-1', 'sentinel');

    await arrival(received, 'sentinel');
    expect(received).toEqual(['hello', 'sentinel']);
  });

  test('every subscriber of a topic receives the message', async () => {
    const bus = node();
    const first: string[] = [];
    const second: string[] = [];
    await bus.subscribe('game-1', (message) => first.push(message));
    await bus.subscribe('game-1', (message) => second.push(message));

    await bus.publish('game-1', 'hello');

    await arrival(first, 'hello');
    await arrival(second, 'hello');
  });

  test('a subscriber of another topic receives nothing', async () => {
    const bus = node();
    const onGame1: string[] = [];
    const onGame2: string[] = [];
    await bus.subscribe('game-1', (message) => onGame1.push(message));
    await bus.subscribe('game-2', (message) => onGame2.push(message));

    await bus.publish('game-1', 'for game 1');
    await bus.publish('game-2', 'sentinel');

    await arrival(onGame2, 'sentinel');
    expect(onGame2).toEqual(['sentinel']);
    expect(onGame1).toEqual(['for game 1']);
  });

  test('after unsubscribing, a subscriber receives nothing more while the others still do', async () => {
    const bus = node();
    const leaving: string[] = [];
    const staying: string[] = [];
    const unsubscribe = await bus.subscribe('game-1', (message) => leaving.push(message));
    await bus.subscribe('game-1', (message) => staying.push(message));
    await bus.publish('game-1', 'before');
    await arrival(leaving, 'before');

    await unsubscribe();
    await bus.publish('game-1', 'after');

    await arrival(staying, 'after');
    expect(leaving).toEqual(['before']);
  });

  test('the same handler subscribed twice receives twice, and each subscription ends on its own', async () => {
    const bus = node();
    const received: string[] = [];
    const handler = (message: string) => {
      received.push(message);
    };
    const unsubscribeFirst = await bus.subscribe('game-1', handler);
    await bus.subscribe('game-1', handler);
    await bus.publish('game-1', 'twice');
    // Unsubscribing drops messages still on their way too, so let both copies land first.
    await vi.waitFor(() => expect(received).toEqual(['twice', 'twice']));

    await unsubscribeFirst();
    await unsubscribeFirst();
    await bus.publish('game-1', 'once');
    await bus.publish('game-1', 'sentinel');

    await arrival(received, 'sentinel');
    expect(received).toEqual(['twice', 'twice', 'once', 'sentinel']);
  });

  test('a topic left by its last subscriber and joined again at once still delivers', async () => {
    const bus = node();
    const received: string[] = [];
    const unsubscribe = await bus.subscribe('game-1', () => {});

    const leaving = unsubscribe();
    await bus.subscribe('game-1', (message) => received.push(message));
    await leaving;
    await bus.publish('game-1', 'hello');

    await arrival(received, 'hello');
  });

  test('messages on one topic arrive in publish order', async () => {
    const bus = node();
    const received: string[] = [];
    await bus.subscribe('game-1', (message) => received.push(message));
    const sent = Array.from({ length: 1_000 }, (_, index) => `answer ${index}`);

    await Promise.all(sent.map((message) => bus.publish('game-1', message)));

    await arrival(received, 'answer 999');
    expect(received).toEqual(sent);
  });

  test('a handler that throws does not stop delivery to the others, and is reported', async () => {
    const errors: unknown[] = [];
    const bus = node({ onError: (error) => errors.push(error) });
    const received: string[] = [];
    const failure = new Error('socket gone');
    await bus.subscribe('game-1', () => {
      throw failure;
    });
    await bus.subscribe('game-1', (message) => received.push(message));

    await bus.publish('game-1', 'first');
    await bus.publish('game-1', 'second');

    await arrival(received, 'second');
    expect(received).toEqual(['first', 'second']);
    expect(errors).toEqual([failure, failure]);
  });

  test('after close, nothing is delivered, not even a message already on its way', async () => {
    const bus = node();
    const received: string[] = [];
    await bus.subscribe('game-1', (message) => received.push(message));
    await bus.publish('game-1', 'before');
    await arrival(received, 'before');

    const inFlight = bus.publish('game-1', 'in flight');
    await bus.close();
    await inFlight;

    await expect(bus.publish('game-1', 'after')).rejects.toThrow(BusClosedError);
    await expect(bus.subscribe('game-1', () => {})).rejects.toThrow(BusClosedError);
    expect(received).toEqual(['before']);
  });
});

describe.skipIf(!redisUrl)('redis bus between nodes', () => {
  const { node, prefix } = useNodes(redisUrl);
  let admin: Redis;
  beforeEach(() => {
    admin = new Redis(redisUrl!);
  });
  afterEach(async () => {
    await admin.quit();
  });

  it('two nodes see each other’s messages', async () => {
    const [a, b] = [node(), node()];
    const onA: string[] = [];
    const onB: string[] = [];
    await a.subscribe('game-1', (message) => onA.push(message));
    await b.subscribe('game-1', (message) => onB.push(message));

    await a.publish('game-1', 'from a');
    await b.publish('game-1', 'from b');

    await arrival(onA, 'from b');
    await arrival(onB, 'from b');
    expect(onA).toEqual(['from a', 'from b']);
    expect(onB).toEqual(['from a', 'from b']);
  });

  it('installations with different prefixes on one Redis do not hear each other', async () => {
    const ours = node();
    const theirs = node({ prefix: freshPrefix() });
    const received: string[] = [];
    await ours.subscribe('game-1', (message) => received.push(message));

    // PUBLISH is answered after Redis has routed the message, so awaiting it orders it before the sentinel.
    await theirs.publish('game-1', 'from another installation');
    await ours.publish('game-1', 'sentinel');

    await arrival(received, 'sentinel');
    expect(received).toEqual(['sentinel']);
  });

  it('a closed node stops receiving what other nodes publish', async () => {
    const [leaving, staying] = [node(), node()];
    const onLeaving: string[] = [];
    const onStaying: string[] = [];
    await leaving.subscribe('game-1', (message) => onLeaving.push(message));
    await staying.subscribe('game-1', (message) => onStaying.push(message));

    await leaving.close();
    await staying.publish('game-1', 'after');

    await arrival(onStaying, 'after');
    expect(onLeaving).toEqual([]);
  });

  it('holds one Redis subscription per channel, whatever the number of local handlers', async () => {
    const bus = node();
    const channel = `${prefix()}game-1`;
    const subscribers = async () => (await admin.pubsub('NUMSUB', channel))[1];
    const unsubscribeFirst = await bus.subscribe('game-1', () => {});
    const unsubscribeSecond = await bus.subscribe('game-1', () => {});
    expect(await subscribers()).toBe(1);

    await unsubscribeFirst();
    expect(await subscribers()).toBe(1);

    await unsubscribeSecond();
    expect(await subscribers()).toBe(0);
  });

  it('subscribes again after its connection to Redis drops', async () => {
    const [listening, publishing] = [node(), node()];
    const received: string[] = [];
    await listening.subscribe('game-1', (message) => received.push(message));

    const clients = (await admin.client('LIST')) as string;
    const line = clients.split('\n').find((client) => client.includes(` name=${prefix()}bus-subscriber `));
    const id = line?.match(/^id=(\d+) /)?.[1];
    expect(id).toBeDefined();
    await admin.client('KILL', 'ID', id!);

    // Pub/sub is at-most-once: what is published while the node reconnects is lost, so keep publishing.
    await vi.waitFor(
      async () => {
        await publishing.publish('game-1', 'after reconnect');
        expect(received).toContain('after reconnect');
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});

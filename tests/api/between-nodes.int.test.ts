import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { type BetweenNodes, connectBetweenNodes } from '../../api/between-nodes.ts';
import { readConfig } from '../../api/config.ts';
import { redisUrl } from '../support/backends.ts';

/*
 * Two installations on one Redis (KVISS_REDIS_PREFIX): each sees only its own live-game leases, relayed
 * messages and rate-limit counts, while the nodes of one installation share them.
 */
describe.skipIf(!redisUrl)('installations sharing one Redis', () => {
  const log = pino({ level: 'silent' });
  const run = randomUUID();
  const opened: BetweenNodes[] = [];
  const node = (installation: string) => {
    const config = readConfig({
      REDIS_URL: redisUrl,
      KVISS_REDIS_PREFIX: `kviss-test-${run}-${installation}:`,
    });
    const nodes = connectBetweenNodes(config, log);
    opened.push(nodes);
    return nodes;
  };
  afterAll(async () => {
    await Promise.all(opened.map((nodes) => nodes.close()));
  });

  it('each installation leases the same game id to its own node', async () => {
    const [school, library, librarySecondNode] = [node('school'), node('library'), node('library')];
    const gameId = randomUUID();
    expect(await school.leases.claim(gameId, 'school-1', 60_000)).toEqual({ held: true });
    expect(await library.leases.claim(gameId, 'library-1', 60_000)).toEqual({ held: true });
    // Within one installation the lease still holds.
    expect(await librarySecondNode.leases.claim(gameId, 'library-2', 60_000)).toMatchObject({ held: false });
  });

  it("relays a message to the installation's own nodes only", async () => {
    const [school, library, librarySecondNode] = [node('school'), node('library'), node('library')];
    const heard = { school: [] as string[], library: [] as string[] };
    await school.bus.subscribe('game:1', (message) => heard.school.push(message));
    await librarySecondNode.bus.subscribe('game:1', (message) => heard.library.push(message));
    await library.bus.publish('game:1', 'question 2 starts');
    await expect.poll(() => heard.library).toEqual(['question 2 starts']);
    // Published after, arriving after: once the library's second message is in, the school would have had the first.
    await library.bus.publish('game:1', 'question 3 starts');
    await expect.poll(() => heard.library).toHaveLength(2);
    expect(heard.school).toEqual([]);
  });

  it('counts wrong attempts per installation', async () => {
    const [school, library] = [node('school'), node('library')];
    await school.counters.increment('pin:10.0.0.1', 60_000);
    await school.counters.increment('pin:10.0.0.1', 60_000);
    expect(await school.counters.read('pin:10.0.0.1')).toBe(2);
    expect(await library.counters.read('pin:10.0.0.1')).toBe(0);
  });
});

describe('the Redis prefix setting', () => {
  it('is kviss: unless KVISS_REDIS_PREFIX says otherwise', () => {
    expect(readConfig({}).redisPrefix).toBe('kviss:');
    expect(readConfig({ KVISS_REDIS_PREFIX: 'school-a:' }).redisPrefix).toBe('school-a:');
  });
});

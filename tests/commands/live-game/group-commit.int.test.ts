import { describe, expect, it } from 'vitest';
import { GameHost } from '../../../commands/live-game/game-host.ts';
import { cryptoRandom } from '../../../commands/ports/random.ts';
import type { GameEvent } from '../../../domain/game/events.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import { firstQuestion, joined, opened, started, submit } from '../../domain/game-fixtures.ts';
import { postgresBackends } from '../../support/backends.ts';
import { metadata, useEventStore } from '../../support/event-store-fixture.ts';
import { manualScheduler } from '../../support/manual-scheduler.ts';
import { fixedClock } from '../../support/test-app.ts';

describe.each(postgresBackends())('live-game group commit ($name PostgreSQL)', (backend) => {
  const fixture = useEventStore(backend);

  it('fails only the command whose events cannot be stored; the rest of its batch is committed and acknowledged', async () => {
    const roomy = { ...opened, data: { ...(opened.data as object), playerLimit: 10 } } as GameEvent;
    const players = ['p1', 'p2', 'p3', 'p4', 'p5'];
    await fixture.store.append(
      [
        {
          streamName: 'game-g1',
          expectedVersion: 0,
          events: [roomy, ...players.map((p) => joined(p, `Player ${p}`)), started, firstQuestion],
        },
      ],
      metadata(),
    );
    const host = new GameHost('g1', {
      store: fixture.store,
      clock: fixedClock(),
      random: cryptoRandom,
      scheduler: manualScheduler(),
    });
    await host.load();

    const at = '2026-11-23T10:00:05.000Z';
    // The first answer goes out alone; the next four queue behind it and are written as one batch.
    const outcomes = await Promise.allSettled([
      host.execute(submit('p1', ['a'], at, 'p1-sub')),
      host.execute(submit('p2', ['a'], at, 'p2-sub')),
      host.execute(submit('p3', ['b'], at, 'p3-\u0000-sub')),
      host.execute(submit('p4', ['a'], at, 'p4-sub')),
      host.execute(submit('p5', ['b'], at, 'p5-sub')),
    ]);

    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const refused = (outcomes[2] as PromiseRejectedResult).reason;
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused.code).toBe('text_invalid_characters');

    const stored = await fixture.store.readStream('game-g1');
    const answeredBy = stored
      .filter((e) => e.type === 'AnswerSubmitted')
      .map((e) => (e.data as { playerId: string }).playerId);
    expect(answeredBy).toEqual(['p1', 'p2', 'p4', 'p5']);
    expect(host.version).toBe(stored.length);

    // The game goes on: the refused player may answer again, properly.
    await host.execute(submit('p3', ['b'], at, 'p3-sub'));
    const after = await fixture.store.readStream('game-g1');
    expect(
      after.slice(stored.length).map((e) => [e.type, (e.data as { playerId?: string }).playerId]),
    ).toContainEqual(['AnswerSubmitted', 'p3']);
  });
});

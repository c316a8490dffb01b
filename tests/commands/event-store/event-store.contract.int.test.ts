import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { ConcurrencyError } from '../../../commands/event-store/errors.ts';
import { LOG_START, type RecordedEvent } from '../../../domain/shared/event.ts';
import { postgresBackends } from '../../support/backends.ts';
import { freshStream, metadata, useEventStore } from '../../support/event-store-fixture.ts';

const happened = (n: number) => ({ type: 'SomethingHappened', data: { n } });

describe.each(postgresBackends())('event store contract ($name PostgreSQL)', (backend) => {
  const fixture = useEventStore(backend);

  it('appends to a new stream and reads it back in version order with its metadata', async () => {
    const stream = freshStream();
    const meta = metadata({ actorId: 'user-1' });
    const result = await fixture.store.append(
      [{ streamName: stream, expectedVersion: 0, events: [happened(1), happened(2)] }],
      meta,
    );
    expect(result.nextVersions).toEqual([2]);
    const events = await fixture.store.readStream(stream);
    expect(events.map((e) => [e.streamVersion, e.type, e.data])).toEqual([
      [1, 'SomethingHappened', { n: 1 }],
      [2, 'SomethingHappened', { n: 2 }],
    ]);
    expect(events[0]!.metadata).toEqual(meta);
    expect(result.streamEnds).toEqual([
      { transactionId: events[1]!.transactionId, position: events[1]!.position },
    ]);
  });

  it('appends several streams in one call, each at its version, in the order given, with its own metadata', async () => {
    const older = freshStream();
    const fresh = freshStream();
    await fixture.store.append(
      [{ streamName: older, expectedVersion: 0, events: [happened(0)] }],
      metadata(),
    );
    const own = metadata({ actorId: 'user-2' });
    const result = await fixture.store.append(
      [
        { streamName: fresh, expectedVersion: 0, events: [happened(1), happened(2)] },
        { streamName: older, expectedVersion: 1, events: [happened(3)], metadata: own },
      ],
      metadata({ actorId: 'user-1' }),
    );
    expect(result.nextVersions).toEqual([2, 2]);
    const freshEvents = await fixture.store.readStream(fresh);
    const olderEvents = await fixture.store.readStream(older);
    expect(freshEvents.map((e) => [e.streamVersion, e.data, e.metadata.actorId])).toEqual([
      [1, { n: 1 }, 'user-1'],
      [2, { n: 2 }, 'user-1'],
    ]);
    expect(olderEvents.map((e) => [e.streamVersion, e.data])).toEqual([
      [1, { n: 0 }],
      [2, { n: 3 }],
    ]);
    expect(olderEvents[1]!.metadata).toEqual(own);
    // The log holds them in the order given, all in one transaction.
    expect(freshEvents[0]!.position < freshEvents[1]!.position).toBe(true);
    expect(freshEvents[1]!.position < olderEvents[1]!.position).toBe(true);
    expect(result.streamEnds).toEqual([
      { transactionId: freshEvents[1]!.transactionId, position: freshEvents[1]!.position },
      { transactionId: olderEvents[1]!.transactionId, position: olderEvents[1]!.position },
    ]);
  });

  it('refuses an append with a stale expected version and writes nothing', async () => {
    const stream = freshStream();
    await fixture.store.append(
      [{ streamName: stream, expectedVersion: 0, events: [happened(1)] }],
      metadata(),
    );
    await expect(
      fixture.store.append([{ streamName: stream, expectedVersion: 0, events: [happened(2)] }], metadata()),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(
      fixture.store.append([{ streamName: stream, expectedVersion: 5, events: [happened(3)] }], metadata()),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await fixture.store.readStream(stream)).map((e) => e.data)).toEqual([{ n: 1 }]);
  });

  it('writes several streams together or not at all', async () => {
    const first = freshStream();
    const taken = freshStream();
    await fixture.store.append(
      [{ streamName: taken, expectedVersion: 0, events: [happened(0)] }],
      metadata(),
    );
    const error = await fixture.store
      .append(
        [
          { streamName: first, expectedVersion: 0, events: [happened(1)] },
          { streamName: taken, expectedVersion: 0, events: [happened(2)] },
        ],
        metadata(),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect((error as ConcurrencyError).streamName).toBe(taken);
    expect(await fixture.store.readStream(first)).toEqual([]);
  });

  it('lets exactly one of two racing writers win the same version', async () => {
    const stream = freshStream();
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map((n) =>
        fixture.store.append([{ streamName: stream, expectedVersion: 0, events: [happened(n)] }], metadata()),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(r.reason).toBeInstanceOf(ConcurrencyError);
    }
    expect(await fixture.store.readStream(stream)).toHaveLength(1);
  });

  it('never lets a reader skip an event whose transaction commits late', async () => {
    const start = await lastPosition();
    const slow = new pg.Client({ connectionString: fixture.database.url });
    await slow.connect();
    try {
      const lateStream = freshStream('late');
      await slow.query('begin');
      await slow.query(
        `insert into events (stream_name, stream_version, event_id, type, data, metadata)
         values ($1, 1, gen_random_uuid(), 'SomethingHappened', '{"n":"late"}', $2)`,
        [lateStream, JSON.stringify(metadata())],
      );
      const quickStream = freshStream('quick');
      await fixture.store.append(
        [{ streamName: quickStream, expectedVersion: 0, events: [happened(1)] }],
        metadata(),
      );

      // The quick append committed first, but the late transaction began earlier: neither is safe yet.
      const whileOpen = await fixture.store.readAll(start, { limit: 100 });
      expect(whileOpen.filter((e) => [lateStream, quickStream].includes(e.streamName))).toEqual([]);
      const byType = await fixture.store.readAll(start, {
        limit: 100,
        since: new Map([
          ['SomethingHappened', start],
          ['NeverWritten', LOG_START],
        ]),
      });
      expect(byType.filter((e) => [lateStream, quickStream].includes(e.streamName))).toEqual([]);

      await slow.query('commit');
      // Both become readable once no older transaction on the server is open (others may share it).
      await vi.waitFor(async () => {
        const afterCommit = await fixture.store.readAll(start, { limit: 100 });
        expect(
          afterCommit.map((e) => e.streamName).filter((s) => [lateStream, quickStream].includes(s)),
        ).toEqual([lateStream, quickStream]);
        const byTypeAfterCommit = await fixture.store.readAll(start, {
          limit: 100,
          since: new Map([
            ['SomethingHappened', start],
            ['NeverWritten', LOG_START],
          ]),
        });
        expect(
          byTypeAfterCommit.map((e) => e.streamName).filter((s) => [lateStream, quickStream].includes(s)),
        ).toEqual([lateStream, quickStream]);
      });
    } finally {
      await slow.end();
    }
  });

  it('refuses to update or delete a stored event', async () => {
    const stream = freshStream();
    await fixture.store.append(
      [{ streamName: stream, expectedVersion: 0, events: [happened(1)] }],
      metadata(),
    );
    const client = new pg.Client({ connectionString: fixture.database.url });
    await client.connect();
    try {
      await expect(
        client.query(`update events set data = '{}' where stream_name = $1`, [stream]),
      ).rejects.toThrow(/append-only/);
      await expect(client.query('delete from events where stream_name = $1', [stream])).rejects.toThrow(
        /append-only/,
      );
    } finally {
      await client.end();
    }
  });

  it('filters the global log by event type', async () => {
    const start = await lastPosition();
    const stream = freshStream();
    await fixture.store.append(
      [
        {
          streamName: stream,
          expectedVersion: 0,
          events: [happened(1), { type: 'OtherThing', data: {} }, happened(2)],
        },
      ],
      metadata(),
    );
    await vi.waitFor(async () => {
      const onlyOther = await fixture.store.readAll(start, { limit: 10, types: ['OtherThing'] });
      expect(onlyOther.map((e) => e.streamVersion)).toEqual([2]);
    });
  });

  it('reads each type from its own position, in log order, up to the limit', async () => {
    const start = await lastPosition();
    const [first, second, third] = ['First', 'Second', 'Third'].map((name) => `${name}-${freshStream()}`);
    const stream = freshStream();
    const write = (expectedVersion: number, type: string) =>
      fixture.store.append(
        [{ streamName: stream, expectedVersion, events: [{ type, data: {} }] }],
        metadata(),
      );
    for (const [index, type] of [first, second, first, second, first, third].entries())
      await write(index, type!);
    const all = await vi.waitFor(async () => {
      const events = await fixture.store.readAll(start, { limit: 10, types: [first!, second!, third!] });
      expect(events).toHaveLength(6);
      return events;
    });
    const at = (version: number) => ({
      transactionId: all[version - 1]!.transactionId,
      position: all[version - 1]!.position,
    });
    // The firsts after the second one of them, every second, and the third after its own (none).
    const since = new Map([
      [first!, at(3)],
      [second!, start],
      [third!, at(6)],
    ]);
    const read = await fixture.store.readAll(start, { limit: 10, since });
    expect(read.map((e) => e.streamVersion)).toEqual([2, 4, 5]);
    const limited = await fixture.store.readAll(start, { limit: 2, since });
    expect(limited.map((e) => e.streamVersion)).toEqual([2, 4]);
    const fromOnePlace = new Map([
      [first!, at(1)],
      [third!, at(1)],
    ]);
    const together = await fixture.store.readAll(start, { limit: 10, since: fromOnePlace });
    expect(together.map((e) => e.streamVersion)).toEqual([3, 5, 6]);
  });

  it('delivers every event exactly once, in log order, to a subscriber following 4 concurrent appenders × 2,000 events', async () => {
    const start = await lastPosition();
    const appenders = 4;
    const perAppender = 2000;
    const seen: RecordedEvent[] = [];
    const subscription = fixture.store.subscribe({
      after: start,
      types: ['Counted'],
      onEvents: (events) => {
        seen.push(...events);
      },
    });
    const streams = Array.from({ length: appenders }, () => freshStream('load'));
    await Promise.all(
      streams.map(async (streamName) => {
        // Mixed batch sizes: single-event transactions and small batches.
        let version = 0;
        while (version < perAppender) {
          const size = Math.min(version % 3 === 0 ? 1 : 7, perAppender - version);
          const events = Array.from({ length: size }, (_, i) => ({
            type: 'Counted',
            data: { n: version + i + 1 },
          }));
          await fixture.store.append([{ streamName, expectedVersion: version, events }], metadata());
          version += size;
        }
      }),
    );
    await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(appenders * perAppender), {
      timeout: 20_000,
      interval: 50,
    });
    await subscription.stop();

    expect(seen).toHaveLength(appenders * perAppender);
    expect(new Set(seen.map((e) => e.eventId)).size).toBe(appenders * perAppender);
    for (let i = 1; i < seen.length; i++) {
      const before = seen[i - 1]!;
      const after = seen[i]!;
      const ordered =
        after.transactionId > before.transactionId ||
        (after.transactionId === before.transactionId && after.position > before.position);
      expect(ordered, `event ${i} is out of log order`).toBe(true);
    }
    for (const streamName of streams) {
      const versions = seen.filter((e) => e.streamName === streamName).map((e) => e.streamVersion);
      expect(versions).toEqual(Array.from({ length: perAppender }, (_, i) => i + 1));
    }
  });

  async function lastPosition() {
    let after = LOG_START;
    for (;;) {
      const batch = await fixture.store.readAll(after, { limit: 1000 });
      if (batch.length === 0) return after;
      const last = batch.at(-1)!;
      after = { transactionId: last.transactionId, position: last.position };
    }
  }
});

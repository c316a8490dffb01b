import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readLog } from '../../commands/event-store/read-log.ts';
import { FRONT_PAGE_SETTING_STREAM } from '../../domain/setting/events.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import { allProjections } from '../../projections/all.ts';
import { isAfter } from '../../projections/log-order.ts';
import { ProjectionProgress } from '../../projections/progress.ts';
import type { EventLog, Projection, ReadModelChange } from '../../projections/projection.ts';
import { rebuildInOnePass } from '../../projections/rebuild-pass.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { postgresBackends } from '../support/backends.ts';
import { metadata, useEventStore } from '../support/event-store-fixture.ts';

/** A read model that records the ids of the events it applies (and publishes each one, when asked). */
const countingProjection = (
  applied: Map<string, string[]>,
  name: string,
  eventTypes: string[],
  publishes = false,
): Projection => ({
  name,
  eventTypes,
  tables: [],
  apply: async (_trx, event) => {
    applied.set(name, [...(applied.get(name) ?? []), event.eventId]);
    return publishes ? [{ topic: name, data: event.eventId }] : [];
  },
});

/** The log, counting its reads. */
const countingLog = (counted: () => void): EventLog => ({
  read: (db, after, options) => {
    counted();
    return readLog(db, after, options);
  },
  onAppend: () => () => {},
});

describe.each(postgresBackends())('projection runner ($name PostgreSQL)', (backend) => {
  const fixture = useEventStore(backend);
  let published: ReadModelChange[] = [];
  let runner: ProjectionRunner;

  const newRunner = () =>
    new ProjectionRunner({
      db: fixture.connection.db,
      log: { read: readLog, onAppend: () => () => {} },
      projections: allProjections,
      publish: (changes) => published.push(...changes),
      batchSize: 7, // small batches: many checkpoints along the way
    });

  const quizRows = async () =>
    (await sql`select * from rm_quizzes order by id`.execute(fixture.connection.db)).rows;
  const settingRows = async () =>
    (await sql`select * from rm_front_page_setting`.execute(fixture.connection.db)).rows;

  beforeAll(async () => {
    // A history with interleaved streams, retitles and a late settings change.
    for (let i = 0; i < 12; i++) {
      const quizId = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const at = `2026-11-2${i % 3}T0${i % 9}:00:00.000Z`;
      await fixture.store.append(
        [
          {
            streamName: `quiz-${quizId}`,
            expectedVersion: 0,
            events: [
              {
                type: 'QuizCreated',
                data: {
                  quizId,
                  code: `code${String(i).padStart(4, 'a')}`,
                  title: `Quiz ${i}`,
                  ownerId: null,
                },
              },
              ...(i % 2 === 0
                ? [{ type: 'QuizTitleChanged', data: { quizId, title: `Quiz ${i} (renamed)` } }]
                : []),
            ],
          },
        ],
        metadata({ at }),
      );
    }
    await fixture.store.append(
      [
        {
          streamName: FRONT_PAGE_SETTING_STREAM,
          expectedVersion: 0,
          events: [
            { type: 'FrontPageSettingChanged', data: { background_color: '#a30000' } },
            {
              type: 'FrontPageSettingChanged',
              data: { cookie_consent_setting: 'Cookies keep you signed in.' },
            },
          ],
        },
      ],
      metadata(),
    );
    runner = newRunner();
    // Appends become readable once no older transaction on the server is still open
    // (the gap-safe rule); on a shared server that can take a moment.
    await vi.waitFor(async () => {
      await runner.catchUp();
      expect(await quizRows()).toHaveLength(12);
      expect(await settingRows()).toHaveLength(1);
    });
  });
  afterAll(async () => runner?.stop());

  it('builds the read models from the log, with times taken from the events', async () => {
    const rows = await quizRows();
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ title: 'Quiz 0 (renamed)', version: 2 });
    expect(rows[1]).toMatchObject({ title: 'Quiz 1', version: 1 });
    expect((rows[4] as { updated_at: Date }).updated_at.toISOString()).toBe('2026-11-21T04:00:00.000Z');
    expect((await settingRows())[0]).toMatchObject({
      setting: { background_color: '#a30000', cookie_consent_setting: 'Cookies keep you signed in.' },
    });
    expect(published.filter((c) => c.topic.startsWith('quiz/'))).toHaveLength(18);
  });

  it('rebuilds every projection from zero into identical rows', async () => {
    const before = { quizzes: await quizRows(), setting: await settingRows() };
    for (const projection of allProjections) await runner.rebuild(projection.name);
    expect({ quizzes: await quizRows(), setting: await settingRows() }).toEqual(before);
  });

  it('rebuilds several read models in one pass of the log, each taking its own events once', async () => {
    const before = { quizzes: await quizRows(), setting: await settingRows() };
    const applied = new Map<string, string[]>();
    let reads = 0;
    await rebuildInOnePass({
      db: fixture.connection.db,
      log: countingLog(() => reads++),
      projections: [
        ...allProjections,
        countingProjection(applied, 'created', ['QuizCreated']),
        countingProjection(applied, 'created-and-settings', ['QuizCreated', 'FrontPageSettingChanged']),
      ],
      batchSize: 7,
    });
    expect({ quizzes: await quizRows(), setting: await settingRows() }).toEqual(before);
    const created = applied.get('created') ?? [];
    expect(created).toHaveLength(12);
    expect(new Set(created).size).toBe(12);
    expect(applied.get('created-and-settings')).toHaveLength(12 + 2);
    // 12 + 6 quiz events and 2 settings, read once for every read model: 3 batches of 7, and one that finds the end.
    expect(reads).toBe(4);
  });

  it('feeds read models woken together from one read of the log per batch, each from its own checkpoint', async () => {
    const applied = new Map<string, string[]>();
    const ahead = countingProjection(applied, 'shared-ahead', ['QuizCreated'], true);
    const behind = countingProjection(
      applied,
      'shared-behind',
      ['QuizCreated', 'FrontPageSettingChanged'],
      true,
    );
    let reads = 0;
    const runnerOf = (projections: Projection[], changes: ReadModelChange[]) =>
      new ProjectionRunner({
        db: fixture.connection.db,
        log: countingLog(() => reads++),
        projections,
        publish: (batch) => changes.push(...batch),
        batchSize: 7,
      });
    // One read model already has every quiz; the other has seen nothing yet.
    await runnerOf([ahead], []).catchUp();
    expect(applied.get('shared-ahead')).toHaveLength(12);
    reads = 0;
    const changes: ReadModelChange[] = [];
    await runnerOf([ahead, behind], changes).catchUp();
    // 12 + 6 quiz events and 2 settings from the start, read once for both: 7, 7, then 6 (the end).
    expect(reads).toBe(3);
    expect(applied.get('shared-ahead')).toHaveLength(12);
    expect(new Set(applied.get('shared-behind')).size).toBe(12 + 2);
    expect(applied.get('shared-behind')).toHaveLength(12 + 2);
    expect(changes.map((c) => c.topic)).toEqual(Array(14).fill('shared-behind'));
    // Both checkpoints stand at the end: another pass reads once, finds nothing and applies nothing.
    reads = 0;
    await runnerOf([ahead, behind], changes).catchUp();
    expect(reads).toBe(1);
    expect(changes).toHaveLength(14);
  });

  it('is idempotent: replaying events it already applied changes nothing', async () => {
    const before = { quizzes: await quizRows(), setting: await settingRows() };
    // Forget the checkpoints but keep the rows: every event is applied a second time.
    await sql`delete from projection_checkpoints`.execute(fixture.connection.db);
    published = [];
    await runner.catchUp();
    expect({ quizzes: await quizRows(), setting: await settingRows() }).toEqual(before);
    expect(published).toEqual([]);
  });

  it('lets only one of two nodes work on a projection at a time, and together they apply each event once', async () => {
    await sql`truncate rm_quizzes`.execute(fixture.connection.db);
    await sql`delete from projection_checkpoints`.execute(fixture.connection.db);
    published = [];
    const otherNode = newRunner();
    await Promise.all([runner.catchUp(), otherNode.catchUp()]);
    await runner.catchUp(); // whichever found it busy catches up what is left
    expect(await quizRows()).toHaveLength(12);
    const quizChanges = published.filter((c) => c.topic.startsWith('quiz/'));
    expect(quizChanges).toHaveLength(18);
  });

  it('wakes, on an append, only the read models that follow the types it wrote', async () => {
    // For each type, how many reads of the log asked for it.
    const reads = new Map<string, number>();
    let wake: (types: readonly string[] | null) => void = () => {};
    const followed = (name: string, eventTypes: string[]) => ({
      name,
      eventTypes,
      tables: [],
      apply: async () => [],
    });
    const live = new ProjectionRunner({
      db: fixture.connection.db,
      log: {
        read: (db, after, options) => {
          const types = options.since ? [...options.since.keys()] : (options.types ?? []);
          for (const type of types) reads.set(type, (reads.get(type) ?? 0) + 1);
          return readLog(db, after, options);
        },
        onAppend: (listener) => {
          wake = listener;
          return () => {};
        },
      },
      projections: [
        followed('quizzes-only', ['QuizCreated']),
        followed('settings-only', ['FrontPageSettingChanged']),
      ],
      publish: () => {},
      pollIntervalMs: 60_000,
    });
    await live.start();
    reads.clear();
    // What the event store tells after an append of quizzes (its NOTIFY names the types it wrote).
    wake(['QuizCreated']);
    await vi.waitFor(() => expect(reads.get('QuizCreated')).toBeGreaterThan(0));
    // Passes run one at a time: once a second wake's pass reads, the first pass has done all its reads.
    wake(['QuizCreated']);
    await vi.waitFor(() => expect(reads.get('QuizCreated')).toBeGreaterThan(1));
    expect(reads.get('FrontPageSettingChanged')).toBeUndefined();
    // Unknown types (a reconnect): every read model looks.
    wake(null);
    await vi.waitFor(() => expect(reads.get('FrontPageSettingChanged')).toBeGreaterThan(0));
    await live.stop();
  });

  it('reads no event twice when a read model woken less often joins a pass', async () => {
    const id = randomUUID();
    const often = `Often-${id}`;
    const rare = `Rare-${id}`;
    const read: string[] = [];
    let wake: (types: readonly string[] | null) => void = () => {};
    const applied = new Map<string, string[]>();
    const runner = new ProjectionRunner({
      db: fixture.connection.db,
      log: {
        read: async (db, after, options) => {
          const events = await readLog(db, after, options);
          read.push(...events.filter((e) => [often, rare].includes(e.type)).map((e) => e.eventId));
          return events;
        },
        onAppend: (listener) => {
          wake = listener;
          return () => {};
        },
      },
      projections: [
        countingProjection(applied, `often-a-${id}`, [often]),
        countingProjection(applied, `often-b-${id}`, [often]),
        countingProjection(applied, `rare-${id}`, [rare]),
      ],
      publish: () => {},
      pollIntervalMs: 60_000,
      passIntervalMs: 0,
    });
    await runner.start();
    const stream = `things-${randomUUID()}`;
    const append = async (expectedVersion: number, types: string[]) => {
      await fixture.store.append(
        [{ streamName: stream, expectedVersion, events: types.map((type) => ({ type, data: {} })) }],
        metadata(),
      );
      wake(types);
    };
    // Twenty events only two of the read models follow: the third stays at its checkpoint.
    await append(
      0,
      Array.from({ length: 20 }, () => often),
    );
    await vi.waitFor(() => expect(applied.get(`often-b-${id}`)).toHaveLength(20));
    // Now all three are woken: the laggard's checkpoint must not make the twenty be read again.
    await append(20, [rare, often]);
    await vi.waitFor(() => {
      expect(applied.get(`rare-${id}`)).toHaveLength(1);
      expect(applied.get(`often-a-${id}`)).toHaveLength(21);
    });
    await runner.stop();
    expect(read).toHaveLength(22);
    expect(new Set(read).size).toBe(22);
    expect(applied.get(`often-b-${id}`)).toHaveLength(21);
  });

  it('paces its passes while appends keep coming: the wake-ups of a busy spell are one read of the log', async () => {
    // The log is kept in memory here: the real one shows an event only once no older transaction is
    // open anywhere on the server, and other test files' transactions would decide when a pass sees it.
    const log: RecordedEvent[] = [];
    let reads = 0;
    let wake: (types: readonly string[] | null) => void = () => {};
    const applied = new Map<string, string[]>();
    const name = `paced-${randomUUID()}`;
    const paced = new ProjectionRunner({
      db: fixture.connection.db,
      log: {
        read: async (_db, after, { limit, types }) => {
          reads++;
          return log.filter((e) => isAfter(e, after) && (!types || types.includes(e.type))).slice(0, limit);
        },
        onAppend: (listener) => {
          wake = listener;
          return () => {};
        },
      },
      projections: [countingProjection(applied, name, ['QuizTitleChanged'])],
      publish: () => {},
      pollIntervalMs: 60_000,
      passIntervalMs: 3_000,
    });
    await paced.start();
    reads = 0;
    const quizId = randomUUID();
    const retitle = (title: string) => {
      const n = log.length + 1;
      log.push({
        eventId: randomUUID(),
        streamName: `quiz-${quizId}`,
        streamVersion: n,
        position: BigInt(n),
        transactionId: BigInt(n),
        type: 'QuizTitleChanged',
        data: { quizId, title },
        metadata: metadata(),
      });
      wake(['QuizTitleChanged']);
    };
    // After a quiet spell, a pass starts at once.
    retitle('One');
    await vi.waitFor(() => expect(applied.get(name)).toHaveLength(1));
    // Appends soon after wait for the next pass, and it takes them together.
    retitle('Two');
    retitle('Three');
    retitle('Four');
    expect(reads).toBe(1);
    await vi.waitFor(() => expect(applied.get(name)).toHaveLength(4));
    expect(reads).toBe(2);
    await paced.stop();
  });

  it('tells its listeners which event types each append wrote', async () => {
    const heard: Array<readonly string[] | null> = [];
    const stop = fixture.store.onAppend((types) => heard.push(types));
    // The listening connection may still be on its way: append until one append is heard.
    let n = 0;
    await vi.waitFor(async () => {
      n += 1;
      const quizId = `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
      await fixture.store.append(
        [
          {
            streamName: `quiz-${quizId}`,
            expectedVersion: 0,
            events: [
              {
                type: 'QuizCreated',
                data: { quizId, code: `wake${String(n).padStart(4, 'b')}`, title: 'Wake', ownerId: null },
              },
              { type: 'QuizTitleChanged', data: { quizId, title: 'Woken' } },
            ],
          },
        ],
        metadata(),
      );
      // Heard, or append again: the first appends may go out before the listener is connected.
      await vi.waitFor(() => expect(heard).toContainEqual(['QuizCreated', 'QuizTitleChanged']), {
        timeout: 1_000,
      });
    });
    stop();
  });

  /** A new quiz in the log; where its event stands, for read-your-writes. */
  const createQuiz = async (n: number) => {
    const quizId = `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`;
    const { streamEnds } = await fixture.store.append(
      [
        {
          streamName: `quiz-${quizId}`,
          expectedVersion: 0,
          events: [
            {
              type: 'QuizCreated',
              data: {
                quizId,
                code: `rywr${String(n).padStart(4, 'c')}`,
                title: `Written ${n}`,
                ownerId: null,
              },
            },
          ],
        },
      ],
      metadata(),
    );
    return { quizId, at: streamEnds[0]! };
  };
  const quizShown = async (quizId: string) =>
    (await sql`select 1 from rm_quizzes where id = ${quizId}`.execute(fixture.connection.db)).rows.length ===
    1;

  it('signals read-your-writes when its own commit carries the read model past the write', async () => {
    const written = await createQuiz(1);
    let shownWhenSignalled: boolean | null = null;
    const reached = runner.reached('quizzes', written.at).then(async (ok) => {
      shownWhenSignalled = await quizShown(written.quizId);
      return ok;
    });
    expect(await quizShown(written.quizId)).toBe(false);
    // The append is readable once no older transaction is open: pass until it has been applied.
    await vi.waitFor(async () => {
      await runner.catchUp();
      expect(await quizShown(written.quizId)).toBe(true);
    });
    expect(await reached).toBe(true);
    expect(shownWhenSignalled).toBe(true);
    // Asked again later, it answers from what the runner already told it.
    expect(await runner.reached('quizzes', written.at)).toBe(true);
  });

  it("learns of another node's commit while that node holds the read model", async () => {
    const thisNode = newRunner();
    await thisNode.catchUp();
    const written = await createQuiz(2);
    const reached = thisNode.reached('quizzes', written.at);
    // Another node is mid-batch on the quizzes: this node's pass finds the lock held and leaves it.
    await fixture.connection.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('kviss-projection'), hashtext('quizzes'))`.execute(trx);
      await thisNode.catchUp();
    });
    expect(await quizShown(written.quizId)).toBe(false);
    // The other node applies the write; this node's runner does nothing more, yet the wait ends.
    await vi.waitFor(async () => {
      await runner.catchUp();
      expect(await quizShown(written.quizId)).toBe(true);
    });
    expect(await reached).toBe(true);
    await thisNode.stop();
  });

  it('waits out its time and says so when the read model never gets there', async () => {
    const progress = new ProjectionProgress(fixture.connection.db, { timeoutMs: 100 });
    const written = await createQuiz(3);
    // Nobody runs the read model: the write is committed, but the read model never shows it.
    expect(await progress.reached('quizzes', written.at)).toBe(false);
  });
});

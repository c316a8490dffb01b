import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { ConcurrencyError } from '../../../commands/event-store/errors.ts';
import { readLog, readStreamEvents } from '../../../commands/event-store/read-log.ts';
import { ContentSharingEventStore, PlayContents } from '../../../commands/play/play-contents.ts';
import { LOG_START } from '../../../domain/shared/event.ts';
import { capitals, primes } from '../../domain/game-fixtures.ts';
import { postgresBackends } from '../../support/backends.ts';
import { metadata, useEventStore } from '../../support/event-store-fixture.ts';

const QUIZ = '00000000-0000-4000-8000-000000004c01';
const playId = (n: number) => `00000000-0000-4000-8000-00000000${String(4000 + n).padStart(4, '0')}`;

const playStarted = (id: string, questions: object[]) => ({
  type: 'PlayStarted',
  data: {
    playId: id,
    quizId: QUIZ,
    quizCode: 'abcdefgh',
    quizTitle: 'Capitals and primes',
    questions,
    player: { userId: null, name: 'Åse' },
    settings: { speedScoring: true, showCorrectAnswer: true },
    retryOf: null,
    togetherId: null,
    assignmentId: null,
    startedAt: '2026-11-29T09:00:00.000Z',
  },
});

/*
 * A play's questions are stored once in the log however many plays start with them
 * (domain/play/content.ts), and every reader still gets each PlayStarted whole.
 */
describe.each(postgresBackends())('questions stored once for every play ($name PostgreSQL)', (backend) => {
  const fixture = useEventStore(backend);
  const start = (store: ContentSharingEventStore, n: number, questions: object[], expectedVersion = 0) =>
    store.append(
      [
        {
          streamName: `play-${playId(n)}`,
          expectedVersion,
          events: [playStarted(playId(n), questions)] as never,
        },
      ],
      metadata(),
    );
  const contentStreams = async () =>
    (
      await sql<{ stream_name: string }>`
        select stream_name from events where stream_name like 'play-content-%' order by position
      `.execute(fixture.connection.db)
    ).rows.map((row) => row.stream_name);

  it('writes the questions once, and each play names them instead of holding a copy', async () => {
    const store = new ContentSharingEventStore(fixture.store);
    await start(store, 1, [capitals, primes]);
    await start(store, 2, [capitals, primes]);
    // Another node, which has not met these questions yet, finds them stored and writes only its play.
    await start(new ContentSharingEventStore(fixture.store), 3, [capitals, primes]);
    expect(await contentStreams()).toHaveLength(1);
    const [stored] = await fixture.store.readStream(`play-${playId(2)}`);
    expect(stored!.data).not.toHaveProperty('questions');
    expect(stored!.data).toHaveProperty('contentKey');
    // The same questions in another order are another set.
    await start(store, 4, [primes, capitals]);
    expect(await contentStreams()).toHaveLength(2);
  });

  it('reads every play back whole, from its stream and from the log', async () => {
    const store = new ContentSharingEventStore(fixture.store);
    const [fromStream] = await store.readStream(`play-${playId(2)}`);
    expect(fromStream!.data).toMatchObject({ playId: playId(2), questions: [capitals, primes] });
    const db = fixture.connection.db;
    const titles = async () =>
      (
        await new PlayContents().putBack(
          await readLog(db, LOG_START, { limit: 100, types: ['PlayStarted'] }),
          (name) => readStreamEvents(db, name),
        )
      ).map((event) => (event.data as { questions: Array<{ title: string }> }).questions.map((q) => q.title));
    // The log shows a commit once no older transaction is open anywhere on the server (other tests' too).
    await vi.waitFor(async () => expect(await titles()).toHaveLength(4), { timeout: 20_000, interval: 50 });
    expect(await titles()).toEqual([
      [capitals.title, primes.title],
      [capitals.title, primes.title],
      [capitals.title, primes.title],
      [primes.title, capitals.title],
    ]);
  });

  it('writes nothing, not even the questions, when the play itself is refused', async () => {
    const before = await contentStreams();
    const store = new ContentSharingEventStore(fixture.store);
    await expect(start(store, 1, [capitals], 0)).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await contentStreams()).toEqual(before);
  });
});

import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readLog } from '../../commands/event-store/read-log.ts';
import { playReportsProjection, readPlayReport } from '../../projections/play-reports/index.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { capitals, primes } from '../domain/game-fixtures.ts';
import { postgresBackends } from '../support/backends.ts';
import { metadata, useEventStore } from '../support/event-store-fixture.ts';

const QUIZ = '00000000-0000-4000-8000-000000003c01';
const FIRST = '00000000-0000-4000-8000-000000003f01';
const SECOND = '00000000-0000-4000-8000-000000003f02';
const SHUFFLED = '00000000-0000-4000-8000-000000003f03';

const playStarted = (playId: string, questions: object[], at: string) => ({
  type: 'PlayStarted',
  data: {
    playId,
    quizId: QUIZ,
    quizCode: 'abcdefgh',
    quizTitle: 'Capitals and primes',
    questions,
    player: { userId: null, name: `Player ${playId.slice(-2)}` },
    settings: { speedScoring: true, showCorrectAnswer: true },
    retryOf: null,
    togetherId: null,
    assignmentId: null,
    startedAt: at,
  },
});

/*
 * Solo plays of the same questions share one stored copy of them (migration 0037): a class starting
 * its homework stores the quiz once, not once per pupil, and every report still reads its questions
 * exactly as they were played, in the order that play had.
 */
describe.each(postgresBackends())('play reports share their questions ($name PostgreSQL)', (backend) => {
  const fixture = useEventStore(backend);
  let runner: ProjectionRunner;
  const count = async (table: 'rm_play_contents' | 'rm_play_reports') =>
    (
      await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
        fixture.connection.db,
      )
    ).rows[0]!.n;
  const rows = async () => ({
    plays: (
      await sql<Record<string, unknown>>`select * from rm_play_reports order by play_id`.execute(
        fixture.connection.db,
      )
    ).rows,
    contents: (
      await sql<Record<string, unknown>>`select * from rm_play_contents order by content_key`.execute(
        fixture.connection.db,
      )
    ).rows,
  });

  beforeAll(async () => {
    const start = (playId: string, questions: object[], at: string) =>
      fixture.store.append(
        [
          {
            streamName: `play-${playId}`,
            expectedVersion: 0,
            events: [playStarted(playId, questions, at)] as never,
          },
        ],
        metadata({ at }),
      );
    await start(FIRST, [capitals, primes], '2026-11-29T09:00:00.000Z');
    await start(SECOND, [capitals, primes], '2026-11-29T09:00:01.000Z');
    await start(SHUFFLED, [primes, capitals], '2026-11-29T09:00:02.000Z');
    runner = new ProjectionRunner({
      db: fixture.connection.db,
      log: { read: readLog, onAppend: () => () => {} },
      projections: [playReportsProjection],
      publish: () => {},
    });
  });

  const caughtUp = (check: () => Promise<void>) =>
    vi.waitFor(
      async () => {
        await runner.catchUp();
        await check();
      },
      { timeout: 10_000, interval: 50 },
    );

  it('stores each set of questions once, and each play reads back the questions it played, in its order', async () => {
    await caughtUp(async () => expect(await count('rm_play_reports')).toBe(3));
    // Two plays of the same questions share one copy; the same questions in another order are another.
    expect(await count('rm_play_contents')).toBe(2);
    const titles = async (playId: string) =>
      (await readPlayReport(fixture.connection.db, playId))?.questions.map((q) => q.title);
    expect(await titles(FIRST)).toEqual([capitals.title, primes.title]);
    expect(await titles(SECOND)).toEqual([capitals.title, primes.title]);
    expect(await titles(SHUFFLED)).toEqual([primes.title, capitals.title]);
    expect((await readPlayReport(fixture.connection.db, FIRST))?.questions).toEqual([capitals, primes]);
  });

  it('rebuilds into identical rows, and replaying changes nothing', async () => {
    await caughtUp(async () => expect(await count('rm_play_reports')).toBe(3));
    const before = await rows();
    await runner.rebuild('play-reports');
    await caughtUp(async () => expect(await rows()).toEqual(before));
    await sql`delete from projection_checkpoints`.execute(fixture.connection.db);
    await caughtUp(async () => expect(await rows()).toEqual(before));
  });
});

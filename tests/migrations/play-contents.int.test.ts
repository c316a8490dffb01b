import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Connection, connect } from '../../api/database/connect.ts';
import { PostgresEventStore } from '../../commands/event-store/postgres-event-store.ts';
import { readLog } from '../../commands/event-store/read-log.ts';
import { migrateToLatest } from '../../migrations/migrate.ts';
import { playReportsProjection, readPlayReport } from '../../projections/play-reports/index.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { capitals, primes } from '../domain/game-fixtures.ts';
import { createTestDatabase, postgresBackends, type TestDatabase } from '../support/backends.ts';
import { metadata } from '../support/event-store-fixture.ts';
import { migrateToJustBefore } from '../support/migrate-before.ts';

/*
 * Migration 0037: a play report no longer holds its own copy of its questions. Reports made before it
 * start over from the log, so a play from before the upgrade still shows its questions and answers.
 */
const MIGRATION = '2026-11-29-0037-play-contents';
const PLAY = '00000000-0000-4000-8000-000000003e01';
const QUIZ = '00000000-0000-4000-8000-000000003e02';
const AT = '2026-11-28T09:00:00.000Z';

describe.each(postgresBackends())('play reports after migration 0037 ($name PostgreSQL)', (backend) => {
  let database: TestDatabase;
  let connection: Connection<unknown>;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase(backend.serverUrl);
    connection = connect(database.url);
    await migrateToJustBefore(connection.db, MIGRATION);
    store = new PostgresEventStore(connection.db, { connectionString: database.url, pollIntervalMs: 200 });
    const started = {
      type: 'PlayStarted',
      data: {
        playId: PLAY,
        quizId: QUIZ,
        quizCode: 'abcdefgh',
        quizTitle: 'Capitals and primes',
        questions: [capitals, primes],
        player: { userId: null, name: 'Åse' },
        settings: { speedScoring: true, showCorrectAnswer: true },
        retryOf: null,
        togetherId: null,
        assignmentId: null,
        startedAt: AT,
      },
    };
    const answered = {
      type: 'PlayAnswerSubmitted',
      data: {
        index: 0,
        answer: { kind: 'choice', answerIds: ['oslo'] },
        receivedAt: AT,
        submissionId: 's-0',
        correct: true,
        points: 950,
        scoring: 2,
        coins: 10,
      },
    };
    await store.append(
      [{ streamName: `play-${PLAY}`, expectedVersion: 0, events: [started, answered] as never }],
      metadata({ at: AT }),
    );
    // The report as the old read model kept it, caught up with the log.
    await sql`
      insert into rm_play_reports (play_id, quiz_id, player_name, questions, answers, score, correct, coins, started_at, version)
      values (${PLAY}, ${QUIZ}, 'Åse', ${JSON.stringify([capitals, primes])}::jsonb,
              ${JSON.stringify({ '0': { ...answered.data, answer: answered.data.answer } })}::jsonb, 950, 1, 10, ${AT}, 2)
    `.execute(connection.db);
    await sql`
      insert into projection_checkpoints (name, transaction_id, position, updated_at)
      select 'play-reports', transaction_id::text::bigint, position, now() from events order by position desc limit 1
    `.execute(connection.db);
    await migrateToLatest(connection.db);
  });
  afterAll(async () => {
    await store?.close();
    await connection?.close();
    await database?.drop();
  });

  it('rebuilds the reports from the log, so an earlier play still shows its questions and its score', async () => {
    const runner = new ProjectionRunner({
      db: connection.db,
      log: { read: readLog, onAppend: () => () => {} },
      projections: [playReportsProjection],
      publish: () => {},
    });
    await vi.waitFor(
      async () => {
        await runner.catchUp();
        expect(await readPlayReport(connection.db, PLAY)).not.toBeNull();
      },
      { timeout: 10_000, interval: 50 },
    );
    const report = await readPlayReport(connection.db, PLAY);
    expect(report?.questions).toEqual([capitals, primes]);
    expect(report).toMatchObject({ player_name: 'Åse', score: 950, coins: 10, started_at: AT });
  });
});

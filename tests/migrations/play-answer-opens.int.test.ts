import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Connection, connect } from '../../api/database/connect.ts';
import { PostgresEventStore } from '../../commands/event-store/postgres-event-store.ts';
import { readLog } from '../../commands/event-store/read-log.ts';
import { migrateToLatest } from '../../migrations/migrate.ts';
import { playReportsProjection } from '../../projections/play-reports/index.ts';
import { listReportsOfQuiz, readReportContent, reportsProjection } from '../../projections/reports/index.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { capitals } from '../domain/game-fixtures.ts';
import { createTestDatabase, postgresBackends, type TestDatabase } from '../support/backends.ts';
import { metadata } from '../support/event-store-fixture.ts';
import { migrateToJustBefore } from '../support/migrate-before.ts';

/*
 * Migration 0038: a solo play's answer times and last save move from `rm_reports` to the play's own
 * report. A play from before the upgrade, its answer stored without its question's opening time,
 * still shows the time it took and when it was last saved.
 */
const MIGRATION = '2026-11-29-0038-play-answer-opens';
const PLAY = '00000000-0000-4000-8000-000000003f01';
const QUIZ = '00000000-0000-4000-8000-000000003f02';
const STARTED = '2026-11-28T09:00:00.000Z';
const OPENED = '2026-11-28T09:00:01.000Z';
const ANSWERED = '2026-11-28T09:00:07.000Z';

describe.each(postgresBackends())('play reports after migration 0038 ($name PostgreSQL)', (backend) => {
  let database: TestDatabase;
  let connection: Connection<unknown>;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase(backend.serverUrl);
    connection = connect(database.url);
    await migrateToJustBefore(connection.db, MIGRATION);
    store = new PostgresEventStore(connection.db, { connectionString: database.url, pollIntervalMs: 200 });
    const events = [
      {
        type: 'PlayStarted',
        data: {
          playId: PLAY,
          quizId: QUIZ,
          quizCode: 'abcdefgh',
          quizTitle: 'Capitals',
          questions: [capitals],
          player: { userId: null, name: 'Åse' },
          settings: { speedScoring: true, showCorrectAnswer: true },
          retryOf: null,
          togetherId: null,
          assignmentId: null,
          startedAt: STARTED,
        },
      },
      { type: 'PlayQuestionShown', data: { index: 0, shownAt: OPENED, opensAt: OPENED, closesAt: null } },
      {
        type: 'PlayAnswerSubmitted',
        data: {
          index: 0,
          answer: { kind: 'choice', answerIds: ['oslo'] },
          receivedAt: ANSWERED,
          submissionId: 's-0',
          correct: true,
          points: 950,
          scoring: 2,
          coins: 10,
        },
      },
    ];
    await store.append(
      [{ streamName: `play-${PLAY}`, expectedVersion: 0, events: events as never }],
      metadata({ at: ANSWERED }),
    );
    // Both read models as they were kept before, caught up with the log.
    await sql`
      insert into rm_play_contents (content_key, questions) values ('old', ${JSON.stringify([capitals])}::jsonb)
    `.execute(connection.db);
    await sql`
      insert into rm_play_reports (play_id, quiz_id, player_name, content_key, question_count, answers, score,
                                   correct, coins, started_at, version)
      values (${PLAY}, ${QUIZ}, 'Åse', 'old', 1,
              ${JSON.stringify({ '0': { answer: events[2]!.data.answer, points: 950, correct: true, receivedAt: ANSWERED } })}::jsonb,
              950, 1, 10, ${STARTED}, 3)
    `.execute(connection.db);
    await sql`
      insert into rm_reports (report_id, quiz_id, played_as, quiz_title, sharing, status, players, opens, phase,
                              retry, started_at, saved_at, run_version, report_version)
      values (${PLAY}, ${QUIZ}, 'play_alone', 'Capitals', 'private', 'open', 1, ${JSON.stringify({ '0': OPENED })}::jsonb,
              'running', false, ${STARTED}, ${ANSWERED}, 3, 0)
    `.execute(connection.db);
    await sql`
      insert into projection_checkpoints (name, transaction_id, position, updated_at)
      select name, transaction_id::text::bigint, position, now()
      from (select transaction_id, position from events order by position desc limit 1) e,
           unnest(array['play-reports', 'reports']) as name
    `.execute(connection.db);
    await migrateToLatest(connection.db);
  });
  afterAll(async () => {
    await store?.close();
    await connection?.close();
    await database?.drop();
  });

  it("rebuilds the play's report, so it still shows the time its answer took and when it was last saved", async () => {
    const runner = new ProjectionRunner({
      db: connection.db,
      log: { read: readLog, onAppend: () => () => {} },
      projections: [playReportsProjection, reportsProjection],
      publish: () => {},
    });
    await vi.waitFor(
      async () => {
        await runner.catchUp();
        expect((await readReportContent(connection.db, PLAY))?.players[0]?.score).toBe(950);
      },
      { timeout: 10_000, interval: 50 },
    );
    const content = await readReportContent(connection.db, PLAY);
    expect(content?.opens).toEqual({ '0': OPENED });
    const [listed] = await listReportsOfQuiz(connection.db, QUIZ);
    expect(listed).toMatchObject({ report_id: PLAY, phase: 'running', saved_at: ANSWERED });
    const { rows } = await sql<{
      opens: object;
    }>`select opens from rm_reports where report_id = ${PLAY}`.execute(connection.db);
    expect(rows[0]?.opens).toEqual({});
  });
});

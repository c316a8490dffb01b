import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readLog } from '../../commands/event-store/read-log.ts';
import { assignmentsProjection } from '../../projections/assignments/index.ts';
import { playReportsProjection } from '../../projections/play-reports/index.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { postgresBackends } from '../support/backends.ts';
import { metadata, useEventStore } from '../support/event-store-fixture.ts';

const QUIZ = '00000000-0000-4000-8000-000000000c01';
const ASSIGNMENT = '00000000-0000-4000-8000-000000000d01';
const OWNER = '00000000-0000-4000-8000-000000000e01';
const play = (n: number) => `00000000-0000-4000-8000-00000000f00${n}`;

const started = (n: number, assignmentId: string | null | undefined) => ({
  type: 'PlayStarted',
  data: {
    playId: play(n),
    quizId: QUIZ,
    quizCode: 'abcdefgh',
    quizTitle: 'Capitals',
    questions: [],
    player: { userId: null, name: `Player ${n}` },
    settings: { speedScoring: true, showCorrectAnswer: false },
    retryOf: null,
    // undefined: a play stored before homework, read as no assignment.
    ...(assignmentId === undefined ? {} : { assignmentId }),
    startedAt: `2026-11-24T1${n}:00:00.000Z`,
  },
});

/*
 * The assignments read model and each play's assignment, rebuilt from the log into the same rows;
 * a play stored before homework has none.
 */
describe.each(postgresBackends())('assignments read model ($name PostgreSQL)', (backend) => {
  const fixture = useEventStore(backend);
  let runner: ProjectionRunner;

  const rows = async () => ({
    assignments: (
      await sql`select * from rm_assignments order by assignment_id`.execute(fixture.connection.db)
    ).rows,
    plays: (
      await sql`select play_id, assignment_id from rm_play_reports order by play_id`.execute(
        fixture.connection.db,
      )
    ).rows,
  });

  beforeAll(async () => {
    const append = (streamName: string, expectedVersion: number, events: object[], at: string) =>
      fixture.store.append([{ streamName, expectedVersion, events: events as never }], metadata({ at }));
    await append(
      `assignment-${ASSIGNMENT}`,
      0,
      [
        {
          type: 'AssignmentCreated',
          data: {
            assignmentId: ASSIGNMENT,
            quizId: QUIZ,
            quizCode: 'abcdefgh',
            ownerId: OWNER,
            title: 'Capitals homework',
            opensAt: '2026-11-24T10:00:00.000Z',
            deadline: '2026-11-25T10:00:00.000Z',
            attemptLimit: 2,
            options: { randomOrder: true, showCorrectAnswer: false },
            createdAt: '2026-11-24T09:00:00.000Z',
          },
        },
      ],
      '2026-11-24T09:00:00.000Z',
    );
    await append(`play-${play(1)}`, 0, [started(1, undefined)], '2026-11-24T11:00:00.000Z');
    await append(
      `assignment-${ASSIGNMENT}`,
      1,
      [
        {
          type: 'AssignmentAttemptStarted',
          data: {
            playId: play(2),
            playerKey: 'name:player 2',
            attempt: 1,
            startedAt: '2026-11-24T12:00:00.000Z',
          },
        },
      ],
      '2026-11-24T12:00:00.000Z',
    );
    await append(`play-${play(2)}`, 0, [started(2, ASSIGNMENT)], '2026-11-24T12:00:00.000Z');
    await append(
      `assignment-${ASSIGNMENT}`,
      2,
      [
        {
          type: 'AssignmentDeadlineExtended',
          data: { deadline: '2026-11-26T10:00:00.000Z', previousDeadline: '2026-11-25T10:00:00.000Z' },
        },
        { type: 'AssignmentClosed', data: { closedAt: '2026-11-25T12:00:00.000Z' } },
      ],
      '2026-11-25T12:00:00.000Z',
    );
    runner = new ProjectionRunner({
      db: fixture.connection.db,
      log: { read: readLog, onAppend: () => () => {} },
      projections: [assignmentsProjection, playReportsProjection],
      publish: () => {},
      batchSize: 2,
    });
    await runner.catchUp();
  });

  /**
   * The log is read up to the oldest transaction still open on the whole server (DESIGN §2), and other
   * test files share the server: a pass may stop short of the end, so read until the rows are there.
   */
  const caughtUp = (check: () => Promise<void>) =>
    vi.waitFor(
      async () => {
        await runner.catchUp();
        await check();
      },
      { timeout: 10_000, interval: 50 },
    );

  it('holds each assignment as decided, and which plays belong to it', async () => {
    await caughtUp(async () => expect((await rows()).plays).toHaveLength(2));
    const { assignments, plays } = await rows();
    expect(assignments).toEqual([
      expect.objectContaining({
        assignment_id: ASSIGNMENT,
        title: 'Capitals homework',
        attempt_limit: 2,
        random_order: true,
        show_correct_answer: false,
        deadline: new Date('2026-11-26T10:00:00.000Z'),
        closed_at: new Date('2026-11-25T12:00:00.000Z'),
        version: 4,
      }),
    ]);
    expect(plays).toEqual([
      { play_id: play(1), assignment_id: null },
      { play_id: play(2), assignment_id: ASSIGNMENT },
    ]);
  });

  it('rebuilds into identical rows, and replaying changes nothing', async () => {
    const before = await rows();
    await runner.rebuild('assignments');
    await runner.rebuild('play-reports');
    await caughtUp(async () => expect(await rows()).toEqual(before));
    await sql`delete from projection_checkpoints`.execute(fixture.connection.db);
    await caughtUp(async () => expect(await rows()).toEqual(before));
  });
});

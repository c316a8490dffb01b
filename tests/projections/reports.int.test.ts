import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readLog } from '../../commands/event-store/read-log.ts';
import { gameReportsProjection } from '../../projections/game-reports/index.ts';
import { playReportsProjection } from '../../projections/play-reports/index.ts';
import { listReportsOfQuiz, readReportContent, reportsProjection } from '../../projections/reports/index.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { capitals } from '../domain/game-fixtures.ts';
import { postgresBackends } from '../support/backends.ts';
import { metadata, useEventStore } from '../support/event-store-fixture.ts';

const QUIZ = '00000000-0000-4000-8000-000000001c01';
const GAME = '00000000-0000-4000-8000-000000001a01';
const EMPTY_ROOM = '00000000-0000-4000-8000-000000001a02';
const PLAY = '00000000-0000-4000-8000-000000001f01';
const HOMEWORK = '00000000-0000-4000-8000-000000001f02';

const gameOpened = (gameId: string) => ({
  type: 'GameOpened',
  data: {
    gameId,
    quizId: QUIZ,
    quizTitle: 'Capitals',
    pin: '482913',
    hostId: 'host-1',
    questions: [capitals],
    playerLimit: 30,
    settings: { showCorrectAnswer: true, showResultOnUserDevice: true, speedScoring: true },
  },
});
const playStarted = (playId: string, assignmentId: string | null, at: string) => ({
  type: 'PlayStarted',
  data: {
    playId,
    quizId: QUIZ,
    quizCode: 'abcdefgh',
    quizTitle: 'Capitals',
    questions: [capitals],
    player: { userId: null, name: 'Zoë' },
    settings: { speedScoring: true, showCorrectAnswer: true },
    retryOf: null,
    togetherId: null,
    assignmentId,
    startedAt: at,
  },
});
const answer = (playerId: string, answerId: string, receivedAt: string, correct: boolean) => ({
  type: 'AnswerSubmitted',
  data: {
    playerId,
    index: 0,
    answer: { kind: 'choice', answerIds: [answerId] },
    receivedAt,
    submissionId: `${playerId}-0`,
    points: correct ? 900 : 0,
    correct,
    scoring: 2,
  },
});

const shown = (at: string) => ({
  type: 'PlayQuestionShown',
  data: { index: 0, shownAt: at, opensAt: at, closesAt: null },
});
const playAnswer = (receivedAt: string, opensAt: string | null) => ({
  type: 'PlayAnswerSubmitted',
  data: {
    index: 0,
    answer: { kind: 'choice', answerIds: ['oslo'] },
    receivedAt,
    ...(opensAt ? { opensAt } : {}),
    submissionId: 'solo-0',
    correct: true,
    points: 900,
    scoring: 2,
    coins: 1,
  },
});

/*
 * The quiz's reports, fed by games, solo plays and the owner's decisions, rebuilt from the log into
 * the same rows.
 */
describe.each(postgresBackends())('reports read model ($name PostgreSQL)', (backend) => {
  const fixture = useEventStore(backend);
  let runner: ProjectionRunner;
  const rows = async () =>
    (
      await sql<Record<string, unknown>>`select * from rm_reports order by report_id`.execute(
        fixture.connection.db,
      )
    ).rows;

  beforeAll(async () => {
    const append = (streamName: string, expectedVersion: number, events: object[], at: string) =>
      fixture.store.append([{ streamName, expectedVersion, events: events as never }], metadata({ at }));
    await append(`game-${GAME}`, 0, [gameOpened(GAME)], '2026-11-25T10:00:00.000Z');
    await append(
      `game-${GAME}`,
      1,
      [
        { type: 'PlayerJoined', data: { playerId: 'p1', name: 'Åse Ødegård' } },
        { type: 'PlayerJoined', data: { playerId: 'p2', name: '李' } },
        { type: 'PlayerJoined', data: { playerId: 'p3', name: 'Gone' } },
        { type: 'PlayerKicked', data: { playerId: 'p3' } },
        { type: 'PlayerLimitChanged', data: { playerLimit: 40 } },
        { type: 'GameStarted', data: {} },
        {
          type: 'QuestionStarted',
          data: { index: 0, opensAt: '2026-11-25T10:02:00.000Z', closesAt: '2026-11-25T10:02:20.000Z' },
        },
      ],
      '2026-11-25T10:01:00.000Z',
    );
    await append(
      `game-${GAME}`,
      8,
      [
        answer('p1', 'a', '2026-11-25T10:02:03.000Z', true),
        answer('p2', 'b', '2026-11-25T10:02:05.000Z', false),
      ],
      '2026-11-25T10:02:05.000Z',
    );
    await append(
      `game-${GAME}`,
      10,
      [{ type: 'GameEnded', data: { reason: 'finished' } }],
      '2026-11-25T10:03:00.000Z',
    );
    await append(`game-${EMPTY_ROOM}`, 0, [gameOpened(EMPTY_ROOM)], '2026-11-25T11:00:00.000Z');
    await append(
      `play-${PLAY}`,
      0,
      [playStarted(PLAY, null, '2026-11-25T12:00:00.000Z')],
      '2026-11-25T12:00:00.000Z',
    );
    await append(
      `play-${PLAY}`,
      1,
      [shown('2026-11-25T12:00:01.000Z'), playAnswer('2026-11-25T12:00:04.000Z', '2026-11-25T12:00:01.000Z')],
      '2026-11-25T12:00:04.000Z',
    );
    await append(
      `play-${HOMEWORK}`,
      0,
      [playStarted(HOMEWORK, '00000000-0000-4000-8000-000000001d01', '2026-11-25T13:00:00.000Z')],
      '2026-11-25T13:00:00.000Z',
    );
    // An answer stored before answers named when their question opened: read with its shown question's.
    await append(
      `play-${HOMEWORK}`,
      1,
      [shown('2026-11-25T13:00:02.000Z'), playAnswer('2026-11-25T13:00:09.000Z', null)],
      '2026-11-25T13:00:09.000Z',
    );
    await append(
      `play-${HOMEWORK}`,
      3,
      [
        {
          type: 'PlayFinished',
          data: { finishedAt: '2026-11-25T13:00:10.000Z', score: 900, correct: 1, coins: 1 },
        },
      ],
      '2026-11-25T13:00:10.000Z',
    );
    await append(
      `report-${GAME}`,
      0,
      [
        { type: 'ReportRenamed', data: { reportId: GAME, name: 'Class 7B' } },
        { type: 'ReportSharingChanged', data: { reportId: GAME, sharing: 'public' } },
        { type: 'ReportStatusChanged', data: { reportId: GAME, status: 'locked' } },
      ],
      '2026-11-25T14:00:00.000Z',
    );
    runner = new ProjectionRunner({
      db: fixture.connection.db,
      log: { read: readLog, onAppend: () => () => {} },
      projections: [reportsProjection, gameReportsProjection, playReportsProjection],
      publish: () => {},
      batchSize: 3,
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

  it('lists each run of the quiz as a report, newest first, the room that never began included', async () => {
    await caughtUp(async () =>
      expect((await rows()).find((r) => r.report_id === GAME)?.status).toBe('locked'),
    );
    const list = await listReportsOfQuiz(fixture.connection.db, QUIZ);
    expect(list.map((r) => [r.report_id, r.played_as, r.players, r.player_limit])).toEqual([
      [HOMEWORK, 'homework', 1, null],
      [PLAY, 'play_alone', 1, null],
      [EMPTY_ROOM, 'live', 0, 30],
      [GAME, 'live', 2, 40],
    ]);
    expect(list[3]).toMatchObject({
      name: 'Class 7B',
      sharing: 'public',
      status: 'locked',
      phase: 'finished',
      started_at: '2026-11-25T10:00:00.000Z',
      saved_at: '2026-11-25T14:00:00.000Z',
    });
    expect(list[0]).toMatchObject({ name: null, sharing: 'private', status: 'open' });
  });

  it("reads a game's content with when each question opened", async () => {
    await caughtUp(async () => expect(await readReportContent(fixture.connection.db, GAME)).not.toBeNull());
    const content = await readReportContent(fixture.connection.db, GAME);
    expect(content?.opens).toEqual({ '0': '2026-11-25T10:02:00.000Z' });
    expect(content?.players.filter((p) => !p.kicked).map((p) => [p.name, p.score])).toEqual([
      ['Åse Ødegård', 900],
      ['李', 0],
    ]);
  });

  it("reads a solo play's answer times from its answers, and lists a play under way as saved at its last answer", async () => {
    await caughtUp(async () =>
      expect((await readReportContent(fixture.connection.db, HOMEWORK))?.players[0]?.score).toBe(900),
    );
    const play = await readReportContent(fixture.connection.db, PLAY);
    expect(play?.opens).toEqual({ '0': '2026-11-25T12:00:01.000Z' });
    const homework = await readReportContent(fixture.connection.db, HOMEWORK);
    expect(homework?.opens).toEqual({ '0': '2026-11-25T13:00:02.000Z' });
    const list = await listReportsOfQuiz(fixture.connection.db, QUIZ);
    expect(list.find((r) => r.report_id === PLAY)).toMatchObject({
      phase: 'running',
      saved_at: '2026-11-25T12:00:04.000Z',
    });
    expect(list.find((r) => r.report_id === HOMEWORK)).toMatchObject({
      phase: 'finished',
      saved_at: '2026-11-25T13:00:10.000Z',
    });
  });

  it('rebuilds into identical rows, and replaying changes nothing', async () => {
    const before = await rows();
    await runner.rebuild('reports');
    await caughtUp(async () => expect(await rows()).toEqual(before));
    await sql`delete from projection_checkpoints`.execute(fixture.connection.db);
    await caughtUp(async () => expect(await rows()).toEqual(before));
  });
});

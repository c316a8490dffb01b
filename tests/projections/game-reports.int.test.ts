import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readLog } from '../../commands/event-store/read-log.ts';
import type { GameEvent } from '../../domain/game/events.ts';
import { gameReportsProjection } from '../../projections/game-reports/projection.ts';
import { answersOf } from '../../projections/game-reports/queries.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { postgresBackends } from '../support/backends.ts';
import { metadata, useEventStore } from '../support/event-store-fixture.ts';

const GAME = '00000000-0000-4000-8000-000000000a01';
const QUIZ = '00000000-0000-4000-8000-000000000b01';
/** A question as games stored it before question types (camelCase; read as `basic` by the upcaster). */
const question = (id: string): never =>
  ({
    questionId: id,
    title: id,
    kind: 'quiz' as const,
    answersRequired: 'one' as const,
    timeLimitSeconds: 20,
    answers: [
      { answerId: `${id}-right`, title: 'Right', isCorrect: true, score: 1000 },
      { answerId: `${id}-wrong`, title: 'Wrong', isCorrect: false, score: 0 },
    ],
  }) as never;
/**
 * Answers as stored before scores were frozen in the log (no points, no scoring version):
 * the report gets their points from the upcaster on the log's read path.
 */
const answer = (playerId: string, index: number, answerId: string, receivedAt: string) =>
  ({
    type: 'AnswerSubmitted',
    data: { playerId, index, answerIds: [answerId], receivedAt, submissionId: `${playerId}-${index}` },
  }) as unknown as GameEvent;

// The live scoring rule, replaceable by a test: a new formula must not rescore played games.
const scoring = vi.hoisted(() => ({ changed: false }));
vi.mock('../../domain/game/scoring.ts', () => ({ SCORING_VERSION: 2 }));
vi.mock('../../domain/question-types/basic/scoring.ts', async (original) => {
  const live = await original<typeof import('../../domain/question-types/basic/scoring.ts')>();
  return {
    ...live,
    scoreBasic: (...args: Parameters<typeof live.scoreBasic>) =>
      scoring.changed ? { correct: true, points: 7 } : live.scoreBasic(...args),
  };
});

/** A game's history in three transactions: a lobby, a timed question, an untimed one and the end. */
const HISTORY: GameEvent[][] = [
  [
    {
      type: 'GameOpened',
      data: {
        gameId: GAME,
        quizId: QUIZ,
        quizTitle: 'Batch night',
        pin: '482913',
        hostId: 'host-1',
        questions: [question('q0'), question('q1')],
        playerLimit: 10,
        settings: { showCorrectAnswer: true, showResultOnUserDevice: true, speedScoring: true },
      },
    },
    { type: 'PlayerJoined', data: { playerId: 'p1', name: 'Anna' } },
    { type: 'PlayerJoined', data: { playerId: 'p2', name: 'Bert' } },
    { type: 'PlayerJoined', data: { playerId: 'p3', name: 'Cleo' } },
  ],
  [
    { type: 'GameStarted', data: {} },
    {
      type: 'QuestionStarted',
      data: { index: 0, opensAt: '2026-11-23T10:00:00.000Z', closesAt: '2026-11-23T10:00:20.000Z' },
    },
    answer('p1', 0, 'q0-right', '2026-11-23T10:00:02.000Z'),
    answer('p2', 0, 'q0-wrong', '2026-11-23T10:00:03.000Z'),
    answer('p3', 0, 'q0-right', '2026-11-23T10:00:10.000Z'),
    { type: 'QuestionClosed', data: { index: 0, reason: 'all_answered' } },
  ],
  [
    { type: 'PlayerKicked', data: { playerId: 'p3' } },
    {
      type: 'QuestionStarted',
      data: { index: 1, opensAt: '2026-11-23T10:01:00.000Z', closesAt: null },
    },
    answer('p1', 1, 'q1-right', '2026-11-23T10:05:00.000Z'),
    answer('p2', 1, 'q1-right', '2026-11-23T10:01:01.000Z'),
    { type: 'QuestionClosed', data: { index: 1, reason: 'all_answered' } },
    { type: 'GameEnded', data: { reason: 'finished' } },
  ],
];

describe.each(postgresBackends())('the game report projection ($name PostgreSQL)', (backend) => {
  const fixture = useEventStore(backend);
  const runnerWith = (batchSize: number) =>
    new ProjectionRunner({
      db: fixture.connection.db,
      log: { read: readLog, onAppend: () => () => {} },
      projections: [gameReportsProjection],
      publish: () => {},
      batchSize,
    });
  const rows = async () => ({
    game: (
      await sql`select phase, current_index, closes_at, version from rm_game_reports`.execute(
        fixture.connection.db,
      )
    ).rows,
    players: (
      await sql`select player_id, name, score, kicked, ${answersOf(sql.raw('p'))} as answers, joined_position from rm_game_players p order by player_id`.execute(
        fixture.connection.db,
      )
    ).rows,
  });

  let oneByOne: Awaited<ReturnType<typeof rows>>;

  beforeAll(async () => {
    let version = 0;
    for (const events of HISTORY) {
      await fixture.store.append(
        [{ streamName: `game-${GAME}`, expectedVersion: version, events }],
        metadata(),
      );
      version += events.length;
    }
    // One event per batch: every event applied on its own.
    const single = runnerWith(1);
    await vi.waitFor(async () => {
      await single.catchUp();
      expect((await rows()).game).toMatchObject([{ phase: 'finished' }]);
    });
    oneByOne = await rows();
    await single.stop();
  });

  it('scores every answer, merging a player’s answers to several questions', () => {
    expect(oneByOne.players).toMatchObject([
      // Timed: 1000 at 2 s of 20 -> 950. Untimed: the full 1000 however late.
      { player_id: 'p1', score: 1950, answers: { '0': { points: 950 }, '1': { points: 1000 } } },
      { player_id: 'p2', score: 1000, answers: { '0': { points: 0 }, '1': { points: 1000 } } },
      { player_id: 'p3', score: 750, kicked: true },
    ]);
    expect(oneByOne.game).toMatchObject([{ version: 16, closes_at: null }]);
  });

  it('writes the same report when the whole game arrives in one batch, and again when replayed', async () => {
    const whole = runnerWith(500);
    await whole.rebuild('game-reports');
    expect(await rows()).toEqual(oneByOne);
    // Forget the checkpoint but keep the rows: every event comes again and changes nothing.
    await sql`delete from projection_checkpoints`.execute(fixture.connection.db);
    await whole.catchUp();
    expect(await rows()).toEqual(oneByOne);
    await whole.stop();
  });

  it('keeps old reports as they were when the scoring formula changes and the reports are rebuilt', async () => {
    scoring.changed = true;
    try {
      const whole = runnerWith(500);
      await whole.rebuild('game-reports');
      expect(await rows()).toEqual(oneByOne);
      await whole.stop();
    } finally {
      scoring.changed = false;
    }
  });
});

/**
 * Combined leaderboard benchmark (issue 14): a leaderboard of a quiz with 100 finished games of 50
 * players each, then one more game ends. Times how long the leaderboards read model takes to take the
 * new game in (fold it and recompute the ranking, as the projection runner does after each append),
 * and the recomputation alone (recomputeLeaderboard). On a scratch database: an embedded PostgreSQL,
 * or the external one at DATABASE_URL. Progress goes to stderr; stdout gets exactly one JSON line.
 *
 *   npm run bench:leaderboard [-- --games 100 --players 50]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { connect } from '../api/database/connect.ts';
import { PostgresEventStore } from '../commands/event-store/postgres-event-store.ts';
import { readLog } from '../commands/event-store/read-log.ts';
import { migrateToLatest } from '../migrations/migrate.ts';
import { leaderboardsProjection, recomputeLeaderboard } from '../projections/leaderboards/index.ts';
import { ProjectionRunner } from '../projections/runner.ts';
import { startScratchEmbeddedPostgres } from './support/embedded-server.ts';
import { createScratchDatabase } from './support/scratch-database.ts';

const { values } = parseArgs({ options: { games: { type: 'string' }, players: { type: 'string' } } });
const GAMES = Number(values.games ?? 100);
const PLAYERS = Number(values.players ?? 50);
const QUIZ = randomUUID();
const progress = (message: string) => console.error(`[bench:leaderboard] ${message}`);
const meta = () => ({
  actorId: null,
  correlationId: randomUUID(),
  causationId: null,
  at: new Date().toISOString(),
});

/** One game's events: opened, PLAYERS joins, one answer each, ended. */
function gameEvents(gameId: string) {
  const players = Array.from({ length: PLAYERS }, (_, i) => `p${i}`);
  return [
    {
      type: 'GameOpened',
      data: {
        gameId,
        quizId: QUIZ,
        quizTitle: 'Bench',
        pin: '123456',
        hostId: QUIZ,
        questions: [],
        playerLimit: 500,
        settings: {},
      },
    },
    ...players.map((playerId, i) => ({
      type: 'PlayerJoined',
      data: { playerId, name: `Player ${i % 200}`, deviceKey: `${gameId}${i}` },
    })),
    { type: 'GameStarted', data: {} },
    ...players.map((playerId, i) => ({
      type: 'AnswerSubmitted',
      data: {
        playerId,
        index: 0,
        answer: { kind: 'choice', answerIds: ['a'] },
        receivedAt: new Date().toISOString(),
        submissionId: playerId,
        points: (i * 37) % 1000,
        correct: i % 3 !== 0,
        scoring: 2,
      },
    })),
    { type: 'GameEnded', data: { reason: 'finished' } },
  ];
}

const external = process.env.DATABASE_URL || null;
const embedded = external ? null : await startScratchEmbeddedPostgres();
const database = await createScratchDatabase(external ?? embedded!.url);
const connection = connect(database.url);
const store = new PostgresEventStore(connection.db, { connectionString: database.url });
try {
  await migrateToLatest(connection.db);
  const append = (stream: string, events: object[]) =>
    store.append([{ streamName: stream, expectedVersion: 0, events: events as never }], meta());
  progress(`${GAMES} games of ${PLAYERS} players`);
  for (let g = 0; g < GAMES; g++) await append(`game-${randomUUID()}`, gameEvents(randomUUID()));
  const leaderboardId = randomUUID();
  await append(`leaderboard-${leaderboardId}`, [
    {
      type: 'LeaderboardCreated',
      data: {
        leaderboardId,
        quizId: QUIZ,
        ownerId: QUIZ,
        createdAt: new Date().toISOString(),
        settings: {
          name: 'Bench',
          sources: { mode: 'quiz', includePlayAlone: false },
          mergeMode: 'best_response',
          layout: 'list',
          pageSeconds: 10,
          refreshMinutes: 0,
          status: 'active',
          displayRanking: true,
        },
      },
    },
  ]);
  const runner = new ProjectionRunner({
    db: connection.db,
    log: { read: readLog, onAppend: () => () => {} },
    projections: [leaderboardsProjection],
    publish: () => {},
  });
  let started = performance.now();
  await runner.catchUp();
  const catchUpMs = performance.now() - started;
  progress(`caught up in ${catchUpMs.toFixed(0)} ms`);

  const gameId = randomUUID();
  await append(`game-${gameId}`, gameEvents(gameId));
  let published = 0;
  const live = new ProjectionRunner({
    db: connection.db,
    log: { read: readLog, onAppend: () => () => {} },
    projections: [leaderboardsProjection],
    publish: (changes) => {
      published += changes.length;
    },
  });
  started = performance.now();
  await live.catchUp();
  const updateMs = performance.now() - started;
  started = performance.now();
  const view = await recomputeLeaderboard(connection.db, leaderboardId, 0n);
  const recomputeMs = performance.now() - started;
  console.log(
    JSON.stringify({
      bench: 'leaderboard',
      reports: GAMES + 1,
      players_per_report: PLAYERS,
      ranked_rows: view?.players ?? 0,
      published,
      initial_catch_up_ms: Math.round(catchUpMs),
      update_after_game_end_ms: Math.round(updateMs),
      recompute_ms: Math.round(recomputeMs),
      target_ms: 1000,
    }),
  );
} finally {
  await store.close();
  await connection.close();
  await database.drop();
  await embedded?.stop();
}

import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readLog } from '../../commands/event-store/read-log.ts';
import type { GameEvent } from '../../domain/game/events.ts';
import { listGamesOfQuiz } from '../../projections/game-reports/index.ts';
import { gameReportsProjection } from '../../projections/game-reports/projection.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { postgresBackends } from '../support/backends.ts';
import { metadata, useEventStore } from '../support/event-store-fixture.ts';

/*
 * Which rooms of a quiz were played: a room cancelled in its lobby or left there by its quizmaster was
 * never played and says so; only a game that started counts. A rebuild writes the same rows.
 */

const QUIZ = '00000000-0000-4000-8000-000000000b02';
const game = (n: number) => `00000000-0000-4000-8000-00000000${String(n).padStart(4, '0')}`;
const opened = (gameId: string, minute: number): GameEvent => ({
  type: 'GameOpened',
  data: {
    gameId,
    quizId: QUIZ,
    quizTitle: 'Rooms',
    pin: `48291${minute}`,
    hostId: 'host-1',
    questions: [
      {
        question_id: 'q0',
        question_type: 'basic',
        title: 'q0',
        kind: 'multiple_choice',
        answers_required: 'one',
        chart_type: 'bar',
        time_limit: 20,
        answers: [{ answer_id: 'a', title: 'A', is_correct: true, score: 1000 }],
      },
    ],
    playerLimit: 10,
    settings: { showCorrectAnswer: true, showResultOnUserDevice: true, speedScoring: true },
  },
});
const joined = (playerId: string): GameEvent => ({
  type: 'PlayerJoined',
  data: { playerId, name: playerId },
});
const hostConnected = (connected: boolean): GameEvent => ({
  type: 'HostConnectionChanged',
  data: { connected },
});

/** Each room's history, and the phase its report shows. */
const ROOMS: Array<{ gameId: string; events: GameEvent[]; shown: string }> = [
  {
    gameId: game(1),
    events: [opened(game(1), 1), joined('p1'), { type: 'GameEnded', data: { reason: 'cancelled' } }],
    shown: 'cancelled',
  },
  // The quizmaster's screen went away and never came back.
  { gameId: game(2), events: [opened(game(2), 2), joined('p2'), hostConnected(false)], shown: 'abandoned' },
  // Away for a moment (a reload), then back: still waiting in the lobby.
  {
    gameId: game(3),
    events: [opened(game(3), 3), hostConnected(false), hostConnected(true)],
    shown: 'lobby',
  },
  {
    gameId: game(4),
    events: [
      opened(game(4), 4),
      joined('p4'),
      { type: 'GameStarted', data: {} },
      hostConnected(false),
      { type: 'GameEnded', data: { reason: 'finished' } },
    ],
    shown: 'finished',
  },
];

describe.each(postgresBackends())('which games of a quiz were played ($name PostgreSQL)', (backend) => {
  const fixture = useEventStore(backend);
  const runner = () =>
    new ProjectionRunner({
      db: fixture.connection.db,
      log: { read: readLog, onAppend: () => () => {} },
      projections: [gameReportsProjection],
      publish: () => {},
      batchSize: 1,
    });
  const rows = async () =>
    (
      await sql<{
        game_id: string;
        phase: string;
        host_away: boolean;
        started_at: Date | null;
        version: number;
      }>`select game_id, phase, host_away, started_at, version from rm_game_reports order by game_id`.execute(
        fixture.connection.db,
      )
    ).rows;

  beforeAll(async () => {
    for (const [i, room] of ROOMS.entries()) {
      await fixture.store.append(
        [{ streamName: `game-${room.gameId}`, expectedVersion: 0, events: room.events }],
        metadata({ at: `2026-11-23T10:0${i}:00.000Z` }),
      );
    }
    const live = runner();
    await vi.waitFor(async () => {
      await live.catchUp();
      expect(await rows()).toHaveLength(ROOMS.length);
      expect((await rows()).map((r) => r.version)).toEqual(ROOMS.map((r) => r.events.length));
    });
    await live.stop();
  });

  it('marks cancelled and abandoned rooms, and only started games have a start', async () => {
    const listed = await listGamesOfQuiz(fixture.connection.db, QUIZ);
    expect(Object.fromEntries(listed.map((g) => [g.game_id, g.phase]))).toEqual(
      Object.fromEntries(ROOMS.map((r) => [r.gameId, r.shown])),
    );
    const started = (await rows()).filter((r) => r.started_at !== null).map((r) => r.game_id);
    expect(started).toEqual([game(4)]);
  });

  it('writes the same rows when rebuilt from the log', async () => {
    const before = await rows();
    const again = runner();
    await again.rebuild('game-reports');
    expect(await rows()).toEqual(before);
    await again.stop();
  });
});

import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readLog } from '../../commands/event-store/read-log.ts';
import type { LeaderboardSettings, MergeMode } from '../../domain/leaderboard/rules.ts';
import {
  leaderboardsProjection,
  readLeaderboardPublicView,
  recomputeLeaderboard,
} from '../../projections/leaderboards/index.ts';
import type { ReadModelChange } from '../../projections/projection.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { postgresBackends } from '../support/backends.ts';
import { metadata, useEventStore } from '../support/event-store-fixture.ts';

const QUIZ = '00000000-0000-4000-8000-00000000a001';
const OTHER_QUIZ = '00000000-0000-4000-8000-00000000a002';
const OWNER = '00000000-0000-4000-8000-00000000b001';
const id = (n: number) => `00000000-0000-4000-8000-0000000c${String(n).padStart(4, '0')}`;
const GAME_A = id(1);
const GAME_B = id(2);
const GAME_C = id(3);
const CANCELLED = id(4);
const ELSEWHERE = id(5);
const PLAY_1 = id(11);
const PLAY_2 = id(12);
const RETRY = id(13);
const MODES: MergeMode[] = ['same_name_and_device', 'every_response', 'best_response', 'latest_response'];
const board = (mode: MergeMode) => id(100 + MODES.indexOf(mode));
const CHOSEN = id(200);

const settings = (over: Partial<LeaderboardSettings>): LeaderboardSettings => ({
  name: 'Year 6',
  sources: { mode: 'quiz', includePlayAlone: true },
  mergeMode: 'best_response',
  layout: 'list',
  pageSeconds: 8,
  refreshMinutes: 0,
  status: 'active',
  displayRanking: true,
  ...over,
});

type Player = { id: string; name: string; device?: string; points: number[]; kicked?: boolean };

/** A live game of `quiz`, its players answering with the given points, ended (or cancelled) at `at`. */
function game(gameId: string, quiz: string, players: Player[], end: 'finished' | 'cancelled' = 'finished') {
  return [
    {
      type: 'GameOpened',
      data: {
        gameId,
        quizId: quiz,
        quizTitle: 'Capitals',
        pin: '123456',
        hostId: OWNER,
        questions: [],
        playerLimit: 50,
        settings: {},
      },
    },
    ...players.map((p) => ({
      type: 'PlayerJoined',
      data: { playerId: p.id, name: p.name, ...(p.device ? { deviceKey: p.device } : {}) },
    })),
    { type: 'GameStarted', data: {} },
    ...players.flatMap((p) =>
      p.points.map((points, index) => ({
        type: 'AnswerSubmitted',
        data: {
          playerId: p.id,
          index,
          answer: { choices: [] },
          receivedAt: '2026-11-25T09:00:00.000Z',
          submissionId: `${p.id}${index}`,
          points,
          correct: points > 0,
          scoring: 2,
        },
      })),
    ),
    ...players
      .filter((p) => p.kicked)
      .map((p) => ({ type: 'PlayerKicked', data: { playerId: p.id, deviceKey: p.device } })),
    { type: 'GameEnded', data: { reason: end } },
  ];
}

function play(
  playId: string,
  name: string,
  userId: string | null,
  score: number,
  finishedAt: string,
  retryOf: string | null = null,
) {
  return [
    {
      type: 'PlayStarted',
      data: {
        playId,
        quizId: QUIZ,
        quizCode: 'abcdefgh',
        quizTitle: 'Capitals',
        questions: [],
        player: { userId, name },
        settings: { speedScoring: true, showCorrectAnswer: false },
        retryOf,
        togetherId: null,
        assignmentId: null,
        startedAt: '2026-11-25T12:00:00.000Z',
      },
    },
    { type: 'PlayFinished', data: { finishedAt, score, correct: 1, coins: 0 } },
  ];
}

/*
 * The leaderboards read model on a real log: two classes with an "Emma" each, one of them rejoining on
 * the same browser, a removed player, a signed-in player playing alone twice (and a retry, which never
 * counts), a cancelled game and a game of another quiz. Each merge mode ranks them as the README says,
 * a game finishing later updates the boards and publishes them, and a rebuild gives identical rows.
 */
describe.each(postgresBackends())('leaderboards read model ($name PostgreSQL)', (backend) => {
  const fixture = useEventStore(backend);
  const published: ReadModelChange[] = [];
  let runner: ProjectionRunner;
  const append = (stream: string, version: number, events: object[], at: string) =>
    fixture.store.append(
      [{ streamName: stream, expectedVersion: version, events: events as never }],
      metadata({ at, actorId: OWNER }),
    );

  const caughtUp = (check: () => Promise<void>) =>
    vi.waitFor(
      async () => {
        await runner.catchUp();
        await check();
      },
      { timeout: 10_000, interval: 50 },
    );
  const rankingOf = async (leaderboardId: string) => {
    const view = await readLeaderboardPublicView(fixture.connection.db, leaderboardId);
    return view?.ranking.map((row) => `${row.rank} ${row.name} ${row.score}`) ?? null;
  };
  const rows = async () => {
    const out: Record<string, unknown[]> = {};
    for (const table of leaderboardsProjection.tables)
      out[table] = (
        await sql`select to_jsonb(t) as row from ${sql.table(table)} t order by to_jsonb(t)::text`.execute(
          fixture.connection.db,
        )
      ).rows;
    return out;
  };

  beforeAll(async () => {
    await append(
      `game-${GAME_A}`,
      0,
      game(GAME_A, QUIZ, [
        { id: 'a1', name: 'Emma', device: 'dev-a1', points: [400, 300] },
        // A player the quizmaster removed is left out.
        { id: 'a2', name: 'Spam', device: 'dev-a2', points: [0], kicked: true },
        { id: 'a3', name: 'Liam', device: 'dev-a3', points: [600] },
      ]),
      '2026-11-25T09:30:00.000Z',
    );
    await append(
      `game-${GAME_B}`,
      0,
      game(GAME_B, QUIZ, [
        { id: 'b1', name: 'emma', device: 'dev-b1', points: [500] },
        { id: 'b2', name: 'Noah', device: 'dev-b2', points: [100] },
      ]),
      '2026-11-25T10:30:00.000Z',
    );
    await append(
      `game-${CANCELLED}`,
      0,
      game(CANCELLED, QUIZ, [{ id: 'x1', name: 'Zed', points: [900] }], 'cancelled'),
      '2026-11-25T10:40:00.000Z',
    );
    await append(
      `game-${ELSEWHERE}`,
      0,
      game(ELSEWHERE, OTHER_QUIZ, [{ id: 'y1', name: 'Yara', points: [990] }]),
      '2026-11-25T10:50:00.000Z',
    );
    await append(
      `play-${PLAY_1}`,
      0,
      play(PLAY_1, 'Noah', OWNER, 200, '2026-11-25T12:05:00.000Z'),
      '2026-11-25T12:05:00.000Z',
    );
    await append(
      `play-${PLAY_2}`,
      0,
      play(PLAY_2, 'Noah', OWNER, 50, '2026-11-25T13:05:00.000Z'),
      '2026-11-25T13:05:00.000Z',
    );
    await append(
      `play-${RETRY}`,
      0,
      play(RETRY, 'Noah', OWNER, 999, '2026-11-25T13:10:00.000Z', PLAY_2),
      '2026-11-25T13:10:00.000Z',
    );
    for (const mode of MODES)
      await append(
        `leaderboard-${board(mode)}`,
        0,
        [
          {
            type: 'LeaderboardCreated',
            data: {
              leaderboardId: board(mode),
              quizId: QUIZ,
              ownerId: OWNER,
              settings: settings({ mergeMode: mode }),
              createdAt: '2026-11-25T14:00:00.000Z',
            },
          },
        ],
        '2026-11-25T14:00:00.000Z',
      );
    await append(
      `leaderboard-${CHOSEN}`,
      0,
      [
        {
          type: 'LeaderboardCreated',
          data: {
            leaderboardId: CHOSEN,
            quizId: QUIZ,
            ownerId: OWNER,
            settings: settings({
              sources: {
                mode: 'chosen',
                reports: [
                  { kind: 'game', id: GAME_B },
                  { kind: 'game', id: ELSEWHERE },
                ],
              },
            }),
            createdAt: '2026-11-25T14:00:00.000Z',
          },
        },
      ],
      '2026-11-25T14:00:00.000Z',
    );
    runner = new ProjectionRunner({
      db: fixture.connection.db,
      log: { read: readLog, onAppend: () => () => {} },
      projections: [leaderboardsProjection],
      publish: (changes) => published.push(...changes),
      batchSize: 7,
    });
  });

  it('ranks the same responses by each merge mode', async () => {
    // Emma A 700, Liam 600, emma B 500, Noah B 100, Noah alone 200 and 50; the removed, the cancelled, the retry and the other quiz never count.
    // Waited for whole: on a busy server the log may be read a part at a time, and a part can hold six
    // responses before a removal that comes later.
    await caughtUp(async () =>
      expect(await rankingOf(board('every_response'))).toEqual([
        '1 Emma 700',
        '2 Liam 600',
        '3 emma 500',
        '4 Noah 200',
        '5 Noah 100',
        '6 Noah 50',
      ]),
    );
    expect(await rankingOf(board('same_name_and_device'))).toEqual([
      '1 Emma 700',
      '2 Liam 600',
      '3 emma 500',
      '4 Noah 200',
      '5 Noah 100',
    ]);
    expect(await rankingOf(board('best_response'))).toEqual(['1 Emma 700', '2 Liam 600', '3 Noah 200']);
    expect(await rankingOf(board('latest_response'))).toEqual(['1 Liam 600', '2 emma 500', '3 Noah 50']);
    // Chosen reports of this quiz only: game B, not the other quiz's game.
    expect(await rankingOf(CHOSEN)).toEqual(['1 emma 500', '2 Noah 100']);
  });

  it('a game of the quiz finishing later joins every whole-quiz board and is published', async () => {
    published.length = 0;
    await append(
      `game-${GAME_C}`,
      0,
      game(GAME_C, QUIZ, [{ id: 'c1', name: 'Olivia', device: 'dev-c1', points: [800] }]),
      '2026-11-25T15:00:00.000Z',
    );
    await caughtUp(async () => expect((await rankingOf(board('best_response')))?.[0]).toBe('1 Olivia 800'));
    const topics = new Set(published.map((change) => change.topic));
    expect(topics).toEqual(new Set(MODES.map((mode) => `leaderboard/${board(mode)}`)));
    expect(await rankingOf(CHOSEN)).toEqual(['1 emma 500', '2 Noah 100']);
  });

  it('hides the ranking from the public view when not shown or inactive, and says when it is deleted', async () => {
    const stream = `leaderboard-${board('best_response')}`;
    await append(
      stream,
      1,
      [
        {
          type: 'LeaderboardUpdated',
          data: { settings: settings({ displayRanking: false }), updatedAt: '2026-11-25T16:00:00.000Z' },
        },
      ],
      '2026-11-25T16:00:00.000Z',
    );
    await caughtUp(async () => {
      const view = await readLeaderboardPublicView(fixture.connection.db, board('best_response'));
      expect(view).toMatchObject({ display_ranking: false, ranking: [], players: 4, reports: 5 });
      expect(await rankingOf(board('every_response'))).toHaveLength(7);
    });
    await append(
      stream,
      2,
      [{ type: 'LeaderboardDeleted', data: { deletedAt: '2026-11-25T17:00:00.000Z' } }],
      '2026-11-25T17:00:00.000Z',
    );
    await caughtUp(async () =>
      expect((await readLeaderboardPublicView(fixture.connection.db, board('best_response')))?.status).toBe(
        'deleted',
      ),
    );
  });

  it('the recomputation is a plain function that changes nothing when run again', async () => {
    const before = await rows();
    const view = await recomputeLeaderboard(fixture.connection.db, board('every_response'), 1n);
    expect(view?.ranking[0]).toMatchObject({ rank: 1, name: 'Olivia', score: 800 });
    expect(await rows()).toEqual(before);
  });

  it('a report whose owner turned its sharing off leaves every board until it is shared again', async () => {
    const sharing = (version: number, value: string, at: string) =>
      append(
        `report-${GAME_B}`,
        version,
        [{ type: 'ReportSharingChanged', data: { reportId: GAME_B, sharing: value } }],
        at,
      );
    published.length = 0;
    await sharing(0, 'disabled', '2026-11-25T18:00:00.000Z');
    await caughtUp(async () => {
      expect(await rankingOf(CHOSEN)).toEqual([]);
      expect(await rankingOf(board('every_response'))).toHaveLength(5);
    });
    expect(published.map((change) => change.topic)).toContain(`leaderboard/${CHOSEN}`);
    await sharing(1, 'private', '2026-11-25T18:10:00.000Z');
    await caughtUp(async () => {
      expect(await rankingOf(CHOSEN)).toEqual(['1 emma 500', '2 Noah 100']);
      expect(await rankingOf(board('every_response'))).toHaveLength(7);
    });
    await sharing(2, 'disabled', '2026-11-25T18:20:00.000Z');
    await caughtUp(async () => expect(await rankingOf(CHOSEN)).toEqual([]));
  });

  it('rebuilds into identical rows, and replaying changes nothing', async () => {
    const before = await rows();
    await runner.rebuild('leaderboards');
    await caughtUp(async () => expect(await rows()).toEqual(before));
    await sql`delete from projection_checkpoints`.execute(fixture.connection.db);
    await caughtUp(async () => expect(await rows()).toEqual(before));
  });
});

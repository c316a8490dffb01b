import { describe, expect, it } from 'vitest';
import type { GameCommand } from '../../domain/game/decide.ts';
import { evolve, type GameEvent, initialState, standings } from '../../domain/game/events.ts';
import {
  checkPlayerName,
  effectivePlayerLimit,
  gamePinFromBytes,
  gamePinProblem,
  isGamePin,
} from '../../domain/game/rules.ts';
import { isBasicCorrect as isCorrect } from '../../domain/question-types/basic/index.ts';
import { scoreAnswer } from '../../domain/question-types/registry.ts';

const pointsFor = (
  question: typeof capitals,
  picked: string[],
  timing: { opensAt: number; closesAt: number | null; receivedAt: number; speedScoring: boolean },
) => scoreAnswer(question, { kind: 'choice', answerIds: picked }, timing).points;

import {
  answered,
  capitals,
  firstQuestion,
  given,
  host,
  join,
  joined,
  opened,
  primes,
  started,
  submit,
} from './game-fixtures.ts';

describe('joining a game', () => {
  it('lets a player join the lobby with a tidied name', () => {
    expect(given(opened).when(join('p1', '  Anna  '))).toEqual({ events: [joined('p1', 'Anna')] });
  });

  it.each([
    ['Al', 'join_name_too_short'],
    ['Bartholomew Smith', 'join_name_too_long'],
  ])('refuses the name %s with %s', (name, code) => {
    expect(given(opened).when(join('p1', name))).toEqual({ error: code });
  });

  it('counts names as displayed: accents and emoji are one character each', () => {
    expect(checkPlayerName('Zoë')).toEqual({ name: 'Zoë' });
    expect(checkPlayerName('👍🏽👍🏽👍🏽')).toEqual({ name: '👍🏽👍🏽👍🏽' });
    expect(checkPlayerName('Ze\u0301')).toEqual({ problem: 'join_name_too_short' });
  });

  it('keeps names unique ignoring case', () => {
    expect(given(opened, joined('p1', 'Anna')).when(join('p2', 'ANNA'))).toEqual({
      error: 'join_name_in_use',
    });
  });

  it('refuses names made of invisible, bidi or control characters, or hiding them', () => {
    for (const name of [
      '\u200B\u200B\u200B\u200B',
      '\u202E\u202E\u202E',
      '\u2066\u2067\u2068\u2069',
      '\u0007\u0007\u0007',
      '\u3164\u3164\u3164',
      '\u2800\u2800\u2800',
      'Anna\u202E',
      'An\u200Bna',
    ]) {
      expect(given(opened).when(join('p1', name)), JSON.stringify(name)).toEqual({
        error: 'join_name_invisible',
      });
      expect(checkPlayerName(name), JSON.stringify(name)).toEqual({ problem: 'join_name_invisible' });
    }
    // Joiners inside an emoji are part of it; blank names stay "too short".
    expect(checkPlayerName('👩‍💻 Kim')).toEqual({ name: '👩‍💻 Kim' });
    expect(checkPlayerName('   ')).toEqual({ problem: 'join_name_too_short' });
  });

  it('refuses a name that only looks like one already in the room', () => {
    const room = given(opened, joined('p1', 'Anna'), joined('p2', 'Olaf'));
    // Cyrillic А and а, or the digit 0 for O: the same name on the big screen.
    expect(room.when(join('p3', 'Аnnа')).error).toBe('join_name_unavailable');
    expect(room.when(join('p3', 'ANNA')).error).toBe('join_name_in_use');
    expect(room.when(join('p3', '0laf')).error).toBe('join_name_unavailable');
    expect(room.when(join('p3', 'Annie'))).toEqual({ events: [joined('p3', 'Annie')] });
  });

  it('frees a look-alike name when its player is kicked', () => {
    const room = given(opened, joined('p1', 'Anna'), {
      type: 'PlayerKicked',
      data: { playerId: 'p1', hostId: 'host-1' },
    } as GameEvent);
    expect(room.when(join('p2', 'Аnnа'))).toEqual({ events: [joined('p2', 'Аnnа')] });
  });

  it('stops at the player limit', () => {
    const full = given(opened, joined('p1', 'Anna'), joined('p2', 'Bert'), joined('p3', 'Cleo'));
    expect(full.when(join('p4', 'Dora'))).toEqual({ error: 'join_player_limit_reached' });
  });

  it('blocks joining once the game has started, but lets a joined player come back', () => {
    const running = given(opened, joined('p1', 'Anna'), started);
    expect(running.when(join('p2', 'Bert'))).toEqual({ error: 'join_already_started' });
    expect(running.when(join('p1', 'Anna'))).toEqual({ events: [] });
  });

  it('keeps a kicked player out of this game, and frees the name', () => {
    const afterKick = given(opened, joined('p1', 'Anna'), { type: 'PlayerKicked', data: { playerId: 'p1' } });
    expect(afterKick.when(join('p1', 'Anna'))).toEqual({ error: 'kicked_by_quizmaster' });
    expect(afterKick.when(join('p2', 'anna'))).toEqual({ events: [joined('p2', 'anna')] });
  });

  it('refuses to join a game that has ended, or was never opened', () => {
    expect(
      given(opened, { type: 'GameEnded', data: { reason: 'cancelled' } }).when(join('p1', 'Anna')),
    ).toEqual({
      error: 'join_not_live',
    });
    expect(given().when(join('p1', 'Anna'))).toEqual({ error: 'join_not_live' });
  });
});

describe('the quizmaster runs the game', () => {
  it('only the host may kick, set the limit, start, move on or end', () => {
    const lobby = given(opened, joined('p1', 'Anna'));
    const stranger = { hostId: 'someone-else' };
    for (const command of [
      { type: 'KickPlayer', data: { ...stranger, playerId: 'p1' } },
      { type: 'SetPlayerLimit', data: { ...stranger, playerLimit: 2, maxLimit: 5 } },
      { type: 'StartGame', data: stranger },
      { type: 'EndGame', data: { ...stranger, reason: 'cancelled' } },
    ] as GameCommand[]) {
      expect(lobby.when(command)).toEqual({ error: 'no_permission' });
    }
  });

  it('cannot start an empty room', () => {
    expect(given(opened).when({ type: 'StartGame', data: host })).toEqual({ error: 'no_users_in_quiz' });
  });

  it('sets a player limit within what the quiz and plan allow', () => {
    expect(
      given(opened).when({ type: 'SetPlayerLimit', data: { ...host, playerLimit: 2, maxLimit: 3 } }),
    ).toEqual({
      events: [{ type: 'PlayerLimitChanged', data: { playerLimit: 2 } }],
    });
    expect(
      given(opened).when({ type: 'SetPlayerLimit', data: { ...host, playerLimit: 9, maxLimit: 3 } }),
    ).toEqual({
      error: 'player_limit_invalid',
    });
  });

  it("raises the quiz's own limit with the room's, up to what the operator permits", () => {
    const roomy: GameEvent = {
      ...opened,
      data: { ...(opened.data as object), limits: { quiz: 3, operator: 50 } },
    } as GameEvent;
    const raise = (playerLimit: number) =>
      ({
        type: 'SetPlayerLimit',
        data: { ...host, playerLimit, maxLimit: 50, raiseQuizLimit: true },
      }) as const;
    expect(given(roomy).when(raise(12))).toEqual({
      events: [{ type: 'PlayerLimitChanged', data: { playerLimit: 12, quizLimit: 12 } }],
    });
    expect(given(roomy).when(raise(51))).toEqual({ error: 'player_limit_invalid' });
    const raised = { type: 'PlayerLimitChanged', data: { playerLimit: 12, quizLimit: 12 } } as GameEvent;
    // Once raised, the room may go back down to anything the quiz now allows.
    expect(
      given(roomy, raised).when({ type: 'SetPlayerLimit', data: { ...host, playerLimit: 8, maxLimit: 12 } }),
    ).toEqual({ events: [{ type: 'PlayerLimitChanged', data: { playerLimit: 8 } }] });
  });

  it('opens each question with its closing time, and ends after the last', () => {
    const atStart = given(opened, joined('p1', 'Anna'), started);
    expect(atStart.when({ type: 'NextQuestion', data: { ...host, at: '2026-11-23T10:00:00.000Z' } })).toEqual(
      {
        events: [firstQuestion],
      },
    );
    const lastClosed = given(
      opened,
      joined('p1', 'Anna'),
      started,
      firstQuestion,
      { type: 'QuestionClosed', data: { index: 0, reason: 'time_up' } },
      {
        type: 'QuestionStarted',
        data: {
          index: 1,
          shownAt: '2026-11-23T10:01:00.000Z',
          opensAt: '2026-11-23T10:01:00.000Z',
          closesAt: '2026-11-23T10:01:10.000Z',
        },
      },
    );
    expect(
      lastClosed.when({ type: 'NextQuestion', data: { ...host, at: '2026-11-23T10:01:05.000Z' } }),
    ).toEqual({
      events: [
        { type: 'QuestionClosed', data: { index: 1, reason: 'skipped' } },
        { type: 'GameEnded', data: { reason: 'finished' } },
      ],
    });
  });

  it('announces the end once', () => {
    const ended = given(opened, { type: 'GameEnded', data: { reason: 'ended_by_host' } });
    expect(ended.when({ type: 'EndGame', data: { ...host, reason: 'ended_by_host' } })).toEqual({
      events: [],
    });
  });

  it('ignores a timer that fires after the question already closed', () => {
    const closed = given(opened, joined('p1', 'Anna'), started, firstQuestion, {
      type: 'QuestionClosed',
      data: { index: 0, reason: 'all_answered' },
    });
    expect(closed.when({ type: 'CloseQuestion', data: { index: 0, reason: 'time_up' } })).toEqual({
      events: [],
    });
  });
});

describe('answering', () => {
  const inQuestion = [opened, joined('p1', 'Anna'), joined('p2', 'Bert'), started, firstQuestion] as const;

  it('takes an answer with the server receive time, and closes the question when everyone has answered', () => {
    const oneIn = given(...inQuestion).when(submit('p1', ['a'], '2026-11-23T10:00:05.000Z'));
    expect(oneIn).toEqual({
      events: [
        {
          type: 'AnswerSubmitted',
          data: {
            playerId: 'p1',
            index: 0,
            answer: { kind: 'choice', answerIds: ['a'] },
            receivedAt: '2026-11-23T10:00:05.000Z',
            submissionId: 'p1-s',
            points: 875,
            correct: true,
            scoring: 1,
          },
        },
      ],
    });
    const both = given(...inQuestion, ...(oneIn.events ?? [])).when(
      submit('p2', ['b'], '2026-11-23T10:00:06.000Z'),
    );
    expect(both.events?.at(-1)).toEqual({
      type: 'QuestionClosed',
      data: { index: 0, reason: 'all_answered' },
    });
  });

  it('records a wrong answer with no points and the scoring rule’s version, so no reader has to rescore it', () => {
    const wrong = given(...inQuestion).when(submit('p1', ['b'], '2026-11-23T10:00:01.000Z'));
    expect(wrong.events?.[0]?.data).toMatchObject({ points: 0, correct: false, scoring: 1 });
  });

  it('treats a resend with the same submission id as the same answer, and refuses a second different one', () => {
    const answered = given(...inQuestion, {
      type: 'AnswerSubmitted',
      data: {
        playerId: 'p1',
        index: 0,
        answer: { kind: 'choice', answerIds: ['a'] },
        receivedAt: '2026-11-23T10:00:05.000Z',
        submissionId: 'x1',
        points: 875,
        correct: true,
        scoring: 1,
      },
    });
    expect(answered.when(submit('p1', ['a'], '2026-11-23T10:00:07.000Z', 'x1'))).toEqual({ events: [] });
    expect(answered.when(submit('p1', ['b'], '2026-11-23T10:00:07.000Z', 'x2'))).toEqual({
      error: 'answer_already_given',
    });
  });

  it('refuses answers after the closing time, unknown answers, and strangers', () => {
    const open = given(...inQuestion);
    expect(open.when(submit('p1', ['a'], '2026-11-23T10:00:20.001Z'))).toEqual({ error: 'answer_too_late' });
    expect(open.when(submit('p1', ['zzz'], '2026-11-23T10:00:05.000Z'))).toEqual({ error: 'answer_invalid' });
    expect(open.when(submit('p1', [], '2026-11-23T10:00:05.000Z'))).toEqual({ error: 'answer_invalid' });
    expect(open.when(submit('intruder', ['a'], '2026-11-23T10:00:05.000Z'))).toEqual({
      error: 'player_not_in_game',
    });
  });
});

describe('scoring (domain/game/scoring.ts)', () => {
  const timing = (seconds: number) => ({
    opensAt: 0,
    closesAt: 20_000,
    receivedAt: seconds * 1000,
    speedScoring: true,
  });

  it('gives the full score for an instant answer, half at the buzzer, and nothing for a wrong one', () => {
    expect(pointsFor(capitals, ['a'], timing(0))).toBe(1000);
    expect(pointsFor(capitals, ['a'], timing(10))).toBe(750);
    expect(pointsFor(capitals, ['a'], timing(20))).toBe(500);
    expect(pointsFor(capitals, ['b'], timing(0))).toBe(0);
  });

  it('gives the full score regardless of speed when speed scoring is off', () => {
    expect(pointsFor(capitals, ['a'], { ...timing(19), speedScoring: false })).toBe(1000);
  });

  it('needs exactly the correct answers with AND, no wrong pick with OR, and never scores a poll', () => {
    expect(isCorrect(primes, ['two', 'three'])).toBe(true);
    expect(isCorrect(primes, ['two'])).toBe(false);
    expect(isCorrect(primes, ['two', 'three', 'four'])).toBe(false);
    expect(isCorrect({ ...primes, answers_required: 'one' }, ['three'])).toBe(true);
    expect(isCorrect({ ...primes, answers_required: 'one' }, ['three', 'four'])).toBe(false);
    expect(isCorrect({ ...capitals, kind: 'poll' }, ['a'])).toBe(false);
  });

  it('ranks players as a pure function of the events', () => {
    const events: GameEvent[] = [
      opened,
      joined('p1', 'Anna'),
      joined('p2', 'Bert'),
      started,
      firstQuestion,
      {
        type: 'AnswerSubmitted',
        data: {
          playerId: 'p2',
          index: 0,
          answer: { kind: 'choice', answerIds: ['a'] },
          receivedAt: '2026-11-23T10:00:02.000Z',
          submissionId: 's2',
          points: 950,
          correct: true,
          scoring: 1,
        },
      },
      {
        type: 'AnswerSubmitted',
        data: {
          playerId: 'p1',
          index: 0,
          answer: { kind: 'choice', answerIds: ['a'] },
          receivedAt: '2026-11-23T10:00:10.000Z',
          submissionId: 's1',
          points: 750,
          correct: true,
          scoring: 1,
        },
      },
    ];
    const ranking = standings(events.reduce(evolve, initialState)).map((p) => [p.name, p.score]);
    expect(ranking).toEqual([
      ['Bert', 950],
      ['Anna', 750],
    ]);
  });
});

describe('rules', () => {
  it('makes six-digit PINs that never start with 0', () => {
    const pin = gamePinFromBytes(new Uint8Array([9, 0, 1, 2, 3, 4]));
    expect(pin).toBe('101234');
    expect(isGamePin(pin)).toBe(true);
    expect(isGamePin('012345')).toBe(false);
  });

  it('tells a complete PIN no game can have from one still being typed', () => {
    expect(gamePinProblem('101234')).toBeNull();
    // Six digits were typed: asking for "the 6-digit PIN" again would be wrong; no game has it.
    expect(gamePinProblem('000000')).toBe('join_not_live');
    expect(gamePinProblem('012345')).toBe('join_not_live');
    expect(gamePinProblem('12345')).toBe('join_pin_required');
    expect(gamePinProblem('')).toBe('join_pin_required');
  });

  it('takes the smallest of the room, quiz and operator limits', () => {
    expect(effectivePlayerLimit({ room: null, quiz: 5, operator: 10_000 })).toBe(5);
    expect(effectivePlayerLimit({ room: 3, quiz: 5, operator: 10_000 })).toBe(3);
  });
});

describe('screens (domain/game/views.ts)', () => {
  it('keeps scores still while a question is open, so the leaderboard gives nothing away', async () => {
    const { hostView, roomView, playerView } = await import('../../domain/game/views.ts');
    const events: GameEvent[] = [
      opened,
      joined('p1', 'Anna'),
      joined('p2', 'Bert'),
      started,
      firstQuestion,
      {
        type: 'AnswerSubmitted',
        data: {
          playerId: 'p1',
          index: 0,
          answer: { kind: 'choice', answerIds: ['a'] },
          receivedAt: '2026-11-23T10:00:02.000Z',
          submissionId: 's1',
          points: 950,
          correct: true,
          scoring: 1,
        },
      },
    ];
    const open = events.reduce(evolve, initialState);
    expect(hostView(open)?.players.map((p) => p.score)).toEqual([0, 0]);
    expect(roomView(open)?.leaderboard.map((p) => p.score)).toEqual([0, 0]);
    expect(playerView(open, 'p1')).toMatchObject({
      score: 0,
      answer: { answer: { kind: 'choice', answerIds: ['a'] }, points: null },
    });
    expect(hostView(open)?.answeredCount).toBe(1);

    const closed = evolve(open, { type: 'QuestionClosed', data: { index: 0, reason: 'time_up' } });
    expect(roomView(closed)?.leaderboard).toEqual([
      { name: 'Anna', score: 950 },
      { name: 'Bert', score: 0 },
    ]);
    expect(playerView(closed, 'p1')).toMatchObject({ score: 950, rank: 1, answer: { points: 950 } });
  });
});

describe('teams', () => {
  const teamMode: GameEvent = { type: 'TeamModeChanged', data: { enabled: true } };
  const lobby = [opened, joined('p1', 'Anna'), joined('p2', 'Bert'), teamMode] as const;
  const reds: GameEvent[] = [
    { type: 'TeamCreated', data: { teamId: 't1', name: 'Reds' } },
    { type: 'PlayerJoinedTeam', data: { playerId: 'p1', teamId: 't1' } },
  ];

  it('lets a player start a team with a name of at most 15 characters, unique ignoring case', () => {
    expect(
      given(...lobby).when({ type: 'CreateTeam', data: { playerId: 'p1', teamId: 't1', name: ' Reds ' } }),
    ).toEqual({ events: reds });
    expect(
      given(...lobby).when({ type: 'CreateTeam', data: { playerId: 'p1', teamId: 't1', name: '  ' } }),
    ).toEqual({ error: 'team_name_required' });
    expect(
      given(...lobby).when({
        type: 'CreateTeam',
        data: { playerId: 'p1', teamId: 't1', name: 'The Magnificent Seven' },
      }),
    ).toEqual({
      error: 'team_name_too_long',
    });
    expect(
      given(...lobby, ...reds).when({
        type: 'CreateTeam',
        data: { playerId: 'p2', teamId: 't2', name: 'REDS' },
      }),
    ).toEqual({
      error: 'team_name_in_use',
    });
  });

  it('refuses a team name nobody can see, or one that only looks like another team’s', () => {
    const create = (name: string) => ({
      type: 'CreateTeam' as const,
      data: { playerId: 'p2', teamId: 't2', name },
    });
    expect(given(...lobby).when(create('\u3164\u3164\u3164'))).toEqual({ error: 'team_name_required' });
    // Cyrillic Е and е for Latin E and e.
    expect(given(...lobby, ...reds).when(create('R\u0435ds'))).toEqual({ error: 'team_name_unavailable' });
  });

  it('disbands a team when its last member leaves it', () => {
    expect(
      given(...lobby, ...reds, { type: 'TeamCreated', data: { teamId: 't2', name: 'Blues' } }).when({
        type: 'JoinTeam',
        data: { playerId: 'p1', teamId: 't2' },
      }),
    ).toEqual({
      events: [
        { type: 'TeamDisbanded', data: { teamId: 't1' } },
        { type: 'PlayerJoinedTeam', data: { playerId: 'p1', teamId: 't2' } },
      ],
    });
    expect(given(...lobby, ...reds).when({ type: 'KickPlayer', data: { ...host, playerId: 'p1' } })).toEqual({
      events: [
        { type: 'PlayerKicked', data: { playerId: 'p1' } },
        { type: 'TeamDisbanded', data: { teamId: 't1' } },
      ],
    });
  });

  it('needs everyone in a team before a team game starts, and teams only when the host turned them on', () => {
    expect(given(...lobby, ...reds).when({ type: 'StartGame', data: host })).toEqual({
      error: 'team_required',
    });
    expect(
      given(opened, joined('p1', 'Anna')).when({
        type: 'CreateTeam',
        data: { playerId: 'p1', teamId: 't1', name: 'Reds' },
      }),
    ).toEqual({
      error: 'team_mode_off',
    });
  });

  it('adds up team scores from the members', async () => {
    const { roomView } = await import('../../domain/game/views.ts');
    const events: GameEvent[] = [
      ...lobby,
      ...reds,
      { type: 'PlayerJoinedTeam', data: { playerId: 'p2', teamId: 't1' } },
      started,
      firstQuestion,
      {
        type: 'AnswerSubmitted',
        data: {
          playerId: 'p1',
          index: 0,
          answer: { kind: 'choice', answerIds: ['a'] },
          receivedAt: '2026-11-23T10:00:00.000Z',
          submissionId: 's1',
          points: 1000,
          correct: true,
          scoring: 1,
        },
      },
      {
        type: 'AnswerSubmitted',
        data: {
          playerId: 'p2',
          index: 0,
          answer: { kind: 'choice', answerIds: ['a'] },
          receivedAt: '2026-11-23T10:00:20.000Z',
          submissionId: 's2',
          points: 500,
          correct: true,
          scoring: 1,
        },
      },
      { type: 'QuestionClosed', data: { index: 0, reason: 'all_answered' } },
    ];
    expect(roomView(events.reduce(evolve, initialState))?.teams).toEqual([
      { teamId: 't1', name: 'Reds', score: 1500, members: 2 },
    ]);
  });
});

describe('counting answers when players are kicked mid-question', () => {
  const three = [
    opened,
    joined('p1', 'Anna'),
    joined('p2', 'Bert'),
    joined('p3', 'Cleo'),
    started,
    firstQuestion,
  ] as const;

  it('closes when everyone still in the room has answered', () => {
    const state = given(...three, answered('p1'), { type: 'PlayerKicked', data: { playerId: 'p3' } });
    expect(state.when(submit('p2', ['a'], '2026-11-23T10:00:06.000Z')).events?.at(-1)).toEqual({
      type: 'QuestionClosed',
      data: { index: 0, reason: 'all_answered' },
    });
  });

  it('does not count the answer of a player who was kicked after answering', () => {
    const state = given(
      ...three,
      answered('p3'),
      { type: 'PlayerKicked', data: { playerId: 'p3' } },
      answered('p1'),
    );
    expect(state.when(submit('p2', ['a'], '2026-11-23T10:00:06.000Z')).events?.at(-1)?.type).toBe(
      'QuestionClosed',
    );
    const waiting = given(...three, answered('p3'), { type: 'PlayerKicked', data: { playerId: 'p3' } });
    expect(waiting.when(submit('p1', ['a'], '2026-11-23T10:00:06.000Z')).events).toHaveLength(1);
  });
});

describe('names nobody may take (spec §8 "role or name unavailable")', () => {
  it('refuses offensive names in any of the app’s languages, however they are spelt', () => {
    const lobby = given(opened);
    for (const name of ['Bitch', 'B.i.t.c.h', 'b!tch', 'sh1t head', '5h1t', 'Fitte', 'Scheisse', 'Mierda']) {
      expect(lobby.when(join('p1', name)), name).toEqual({ error: 'join_name_unavailable' });
    }
  });

  it('refuses names that pose as the quizmaster or the app', () => {
    const lobby = given(opened);
    for (const name of ['Quizmaster', 'Quiz Master', 'Lærer', 'TEACHER', 'Admin', 'Kviss', 'Profesora']) {
      expect(lobby.when(join('p1', name)), name).toEqual({ error: 'join_name_unavailable' });
    }
  });

  it('lets ordinary names through, also those with a short bad word inside, and numbers stay numbers', () => {
    const lobby = given(opened);
    for (const name of [
      'Anna',
      'Cassandra',
      'Analise',
      'Dickens',
      'Scunthorpe',
      'Bård',
      'Åse',
      'Chloé',
      'Team 455',
      'p02455',
    ]) {
      expect(lobby.when(join('p1', name)).events, name).toHaveLength(1);
    }
  });

  it('keeps team names clean too', () => {
    const teams = given(opened, joined('p1', 'Anna'), { type: 'TeamModeChanged', data: { enabled: true } });
    expect(
      teams.when({ type: 'CreateTeam', data: { playerId: 'p1', teamId: 't1', name: 'Bullshit Crew' } }),
    ).toEqual({ error: 'team_name_unavailable' });
  });
});

describe('the quizmaster’s connection (spec §8 "quizmaster connection failed")', () => {
  const away = { type: 'SetHostConnection', data: { connected: false } } as const;
  const back = { type: 'SetHostConnection', data: { connected: true } } as const;

  it('records the quizmaster going away and coming back, once each', () => {
    const lobby = given(opened, joined('p1', 'Anna'));
    expect(lobby.when(away)).toEqual({
      events: [{ type: 'HostConnectionChanged', data: { connected: false } }],
    });
    expect(lobby.when(back)).toEqual({ events: [] });
    const gone = given(opened, joined('p1', 'Anna'), {
      type: 'HostConnectionChanged',
      data: { connected: false },
    });
    expect(gone.when(away)).toEqual({ events: [] });
    expect(gone.when(back)).toEqual({
      events: [{ type: 'HostConnectionChanged', data: { connected: true } }],
    });
  });

  it('has nothing to say once the game is over', () => {
    const over = given(opened, { type: 'GameEnded', data: { reason: 'cancelled' } });
    expect(over.when(away)).toEqual({ events: [] });
  });
});

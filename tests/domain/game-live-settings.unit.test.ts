import { describe, expect, it } from 'vitest';
import type { GameCommand } from '../../domain/game/decide.ts';
import type { GameEvent } from '../../domain/game/events.ts';
import {
  autoAdvanceSeconds,
  DEFAULT_LIVE_SETTINGS,
  type LiveSettings,
} from '../../domain/game/live-settings.ts';
import { roomView } from '../../domain/game/views.ts';
import { given, host, joined, opened, started, submit } from './game-fixtures.ts';

const settings = (patch: Partial<LiveSettings>): LiveSettings => ({ ...DEFAULT_LIVE_SETTINGS, ...patch });
const change = (live: LiveSettings, hostId = host.hostId): GameCommand => ({
  type: 'ChangeLiveSettings',
  data: { hostId, live },
});
const changed = (live: LiveSettings): GameEvent => ({ type: 'LiveSettingsChanged', data: { live } });
const next = (at: string): GameCommand => ({ type: 'NextQuestion', data: { ...host, at } });
const lobby = [opened, joined('p1', 'Anna'), joined('p2', 'Bård')] as const;

describe('the quizmaster’s live settings (spec §3)', () => {
  it('start at the spec’s defaults, also for a game recorded before they existed', () => {
    const state = given(...lobby).state;
    expect(roomView(state)?.live).toEqual({
      delayAnswerSeconds: 0,
      delayQuestionSeconds: 30,
      timeLimit: true,
      sound: true,
      progressBar: true,
      resultDisplay: { playerAnswers: true, icon: true, topPlayers: true, background: true },
    });
  });

  it('are the quizmaster’s alone to change, and a change that changes nothing records nothing', () => {
    const quiet = settings({ sound: false });
    expect(given(...lobby).when(change(quiet))).toEqual({ events: [changed(quiet)] });
    expect(given(...lobby).when(change(quiet, 'someone-else'))).toEqual({ error: 'no_permission' });
    expect(given(...lobby, changed(quiet)).when(change(quiet))).toEqual({ events: [] });
  });

  it('refuses times out of range, and any change once the game is over', () => {
    for (const bad of [
      settings({ delayAnswerSeconds: 61 }),
      settings({ delayAnswerSeconds: -1 }),
      settings({ delayAnswerSeconds: 2.5 }),
      settings({ delayQuestionSeconds: 3 }),
      settings({ delayQuestionSeconds: 601 }),
    ]) {
      expect(given(...lobby).when(change(bad))).toEqual({ error: 'live_settings_invalid' });
    }
    const over: GameEvent = { type: 'GameEnded', data: { reason: 'cancelled' } };
    expect(given(...lobby, over).when(change(settings({ sound: false })))).toEqual({
      error: 'join_not_live',
    });
  });

  it('reading time: the question shows first, and the answering time starts when the answers unlock', () => {
    const reading = settings({ delayAnswerSeconds: 5 });
    const atStart = given(...lobby, changed(reading), started);
    expect(atStart.when(next('2026-11-23T10:00:00.000Z'))).toEqual({
      events: [
        {
          type: 'QuestionStarted',
          data: {
            index: 0,
            shownAt: '2026-11-23T10:00:00.000Z',
            opensAt: '2026-11-23T10:00:05.000Z',
            closesAt: '2026-11-23T10:00:25.000Z',
          },
        },
      ],
    });
  });

  it('refuses an answer during the reading time, but takes one a moment early as answered at the opening', () => {
    const question: GameEvent = {
      type: 'QuestionStarted',
      data: {
        index: 0,
        shownAt: '2026-11-23T10:00:00.000Z',
        opensAt: '2026-11-23T10:00:05.000Z',
        closesAt: '2026-11-23T10:00:25.000Z',
      },
    };
    const open = given(...lobby, started, question);
    expect(open.when(submit('p1', ['a'], '2026-11-23T10:00:02.000Z'))).toEqual({ error: 'answer_not_open' });
    const early = open.when(submit('p1', ['a'], '2026-11-23T10:00:04.800Z'));
    expect(early.events?.[0]?.type).toBe('AnswerSubmitted');
    const after = given(...lobby, started, question, ...(early.events ?? []));
    // Full score: answering time starts at the opening, and a moment early counts as instant.
    expect(after.state.phase !== 'absent' && after.state.players.get('p1')?.score).toBe(1000);
  });

  it('without a time limit: no closing time, a late answer still counts, and speed earns nothing extra', () => {
    const untimed = settings({ timeLimit: false });
    const atStart = given(...lobby, changed(untimed), started);
    const opening = atStart.when(next('2026-11-23T10:00:00.000Z')).events ?? [];
    expect(opening).toEqual([
      {
        type: 'QuestionStarted',
        data: {
          index: 0,
          shownAt: '2026-11-23T10:00:00.000Z',
          opensAt: '2026-11-23T10:00:00.000Z',
          closesAt: null,
        },
      },
    ]);
    const open = given(...lobby, changed(untimed), started, ...opening);
    const anna = open.when(submit('p1', ['a'], '2026-11-23T10:09:00.000Z')).events ?? [];
    expect(anna.map((e) => e.type)).toEqual(['AnswerSubmitted']);
    const bothIn = given(...lobby, changed(untimed), started, ...opening, ...anna);
    // The last player in closes it, as with a clock.
    expect(bothIn.when(submit('p2', ['b'], '2026-11-23T10:10:00.000Z')).events?.at(-1)).toEqual({
      type: 'QuestionClosed',
      data: { index: 0, reason: 'all_answered' },
    });
    expect(bothIn.state.phase !== 'absent' && bothIn.state.players.get('p1')?.score).toBe(1000);
    // Screens show no clock.
    expect(roomView(open.state)?.question?.closesAt).toBeNull();
  });

  it('moves on by itself only with a time limit and a delay set', () => {
    expect(autoAdvanceSeconds(DEFAULT_LIVE_SETTINGS)).toBe(30);
    expect(autoAdvanceSeconds(settings({ delayQuestionSeconds: 0 }))).toBeNull();
    expect(autoAdvanceSeconds(settings({ timeLimit: false }))).toBeNull();
  });
});

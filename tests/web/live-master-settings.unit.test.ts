import { describe, expect, it } from 'vitest';
import { DEFAULT_LIVE_SETTINGS } from '../../domain/game/live-settings.ts';
import { readingSecondsLeft } from '../../web/components/live-screens/question-clock.ts';
import { FADE_STEPS, fadeSteps, musicLoop } from '../../web/components/live-screens/sound/sound-score.ts';
import { readMasterSettings, writeMasterSettings } from '../../web/features/live/master-settings.ts';
import { memoryStore } from '../support/memory-store.ts';

describe('the quizmaster’s settings on this device', () => {
  it('start at the defaults and come back as they were saved', () => {
    const store = memoryStore();
    expect(readMasterSettings(store)).toEqual(DEFAULT_LIVE_SETTINGS);
    const mine = {
      ...DEFAULT_LIVE_SETTINGS,
      delayAnswerSeconds: 5,
      timeLimit: false,
      resultDisplay: { ...DEFAULT_LIVE_SETTINGS.resultDisplay, topPlayers: false },
    };
    writeMasterSettings(store, mine);
    expect(readMasterSettings(store)).toEqual(mine);
  });

  it('treat what storage holds as input: garbage and out-of-range values give the defaults', () => {
    const store = memoryStore();
    store.setItem('kviss.live.master-settings', '{not json');
    expect(readMasterSettings(store)).toEqual(DEFAULT_LIVE_SETTINGS);
    store.setItem('kviss.live.master-settings', JSON.stringify({ delayAnswerSeconds: 9999 }));
    expect(readMasterSettings(store)).toEqual(DEFAULT_LIVE_SETTINGS);
    // A wrong type for one field keeps that field's default and the rest as saved.
    store.setItem('kviss.live.master-settings', JSON.stringify({ sound: 'loud', progressBar: false }));
    expect(readMasterSettings(store)).toEqual({ ...DEFAULT_LIVE_SETTINGS, progressBar: false });
  });
});

describe('reading time on a phone', () => {
  const timing = {
    shownAt: '2026-11-23T10:00:00.000Z',
    opensAt: '2026-11-23T10:00:05.000Z',
    closesAt: null,
  };
  it('counts whole seconds down to the opening on the server’s clock', () => {
    expect(readingSecondsLeft(timing, Date.parse('2026-11-23T10:00:00.500Z'))).toBe(5);
    expect(readingSecondsLeft(timing, Date.parse('2026-11-23T10:00:04.100Z'))).toBe(1);
    expect(readingSecondsLeft(timing, Date.parse('2026-11-23T10:00:05.000Z'))).toBe(0);
    // This phone's clock is two seconds behind the server's.
    expect(readingSecondsLeft(timing, Date.parse('2026-11-23T10:00:01.000Z'), 2000)).toBe(2);
  });
});

describe('game sound', () => {
  it('fades music out in the spec’s five steps, ending silent', () => {
    expect(FADE_STEPS).toBe(5);
    const steps = fadeSteps(0.5);
    expect(steps).toHaveLength(5);
    expect(steps.at(-1)).toBe(0);
    expect(steps.every((v, i) => i === 0 || v < steps[i - 1]!)).toBe(true);
  });

  it('plays a loop with a bass note on every beat', () => {
    const { lead, bass } = musicLoop();
    expect(bass.map((n) => n.beat)).toEqual([...Array(16).keys()]);
    expect(lead.length).toBe(32);
  });
});

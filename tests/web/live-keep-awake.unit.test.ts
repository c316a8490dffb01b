import { describe, expect, it } from 'vitest';
import { isIos, NO_SLEEP_INTERVAL_MS, silentWav } from '../../web/components/live-screens/keep-awake.ts';
import { reconnectReport, retrySecondsLeft } from '../../web/components/live-screens/reconnect-countdown.ts';

describe('keeping a phone awake', () => {
  it('plays its silent sound every two seconds (spec §9)', () => {
    expect(NO_SLEEP_INTERVAL_MS).toBe(2000);
  });

  it('builds a valid silent WAV file', () => {
    const wav = silentWav(500, 8000);
    const text = (from: number, to: number) => String.fromCharCode(...wav.slice(from, to));
    expect(text(0, 4)).toBe('RIFF');
    expect(text(8, 12)).toBe('WAVE');
    expect(text(36, 40)).toBe('data');
    expect(wav.length).toBe(44 + 4000);
    expect(new DataView(wav.buffer).getUint32(40, true)).toBe(4000);
    expect(wav.slice(44).every((sample) => sample === 128)).toBe(true);
  });

  it('recognises iPhones and iPads, also iPads that say Macintosh', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14)', 5)).toBe(false);
  });
});

describe('the reconnect dialog', () => {
  it('keeps Retry disabled for five seconds, in one-second ticks', () => {
    expect([0, 999, 1000, 4000, 4999, 5000, 60_000].map((ms) => retrySecondsLeft(ms))).toEqual([
      5, 5, 4, 1, 1, 0, 0,
    ]);
  });

  it('reports the title, the message and the button that was pressed', () => {
    const report = reconnectReport(
      { title: 'Connection lost', message: 'Trying again.', button: 'OK' },
      'https://kviss.test/question',
      'agent',
    );
    expect(report).toMatchObject({ level: 'warn', url: 'https://kviss.test/question', userAgent: 'agent' });
    expect(report.message).toContain('Connection lost');
    expect(report.message).toContain('Trying again.');
    expect(report.message).toContain('OK');
  });
});

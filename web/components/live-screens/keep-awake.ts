import { onFirstGesture } from './first-gesture.ts';

/*
 * Phones must not fall asleep during a game (spec §9). Where the Screen Wake Lock API exists we hold a
 * lock while the page is visible; on iOS, which long lacked it, a short silent sound is played every two
 * seconds (the spec's no-sleep audio loop). Browsers only let a page play sound after a touch or click,
 * so the sound is primed on the first one (spec §4 "audio is primed on first touch or click").
 */

export const NO_SLEEP_INTERVAL_MS = 2000;

/** A WAV file of silence: 8-bit mono PCM, so it is tiny and needs no asset. */
export function silentWav(durationMs: number, sampleRate = 8000): Uint8Array {
  const samples = Math.max(1, Math.round((sampleRate * durationMs) / 1000));
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) bytes[offset + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true); // bytes per second
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  bytes.fill(128, 44); // silence is the midpoint in unsigned 8-bit PCM
  return bytes;
}

/** iPhones and iPads (which may say "Macintosh" but have a touch screen). */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

interface WakeLockSentinelLike {
  release(): Promise<void>;
}

/** Keeps the screen on until the returned function is called. */
export function keepAwake(): () => void {
  let stopped = false;
  let lock: WakeLockSentinelLike | null = null;
  let audio: HTMLAudioElement | null = null;
  let audioUrl: string | null = null;
  let loop: ReturnType<typeof setInterval> | undefined;
  const wakeLock = (
    navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } }
  ).wakeLock;

  async function lockScreen(): Promise<void> {
    if (!wakeLock || stopped || document.visibilityState !== 'visible') return;
    try {
      lock = await wakeLock.request('screen');
      if (stopped) await lock.release();
    } catch {
      // Refused (battery saver, no permission): the audio loop or the phone's own settings will have to do.
    }
  }

  function onVisible(): void {
    // A lock is released whenever the page is hidden; take it again on return.
    if (document.visibilityState === 'visible') void lockScreen();
  }

  function prime(): void {
    if (stopped || !isIos(navigator.userAgent, navigator.maxTouchPoints)) return;
    audioUrl = URL.createObjectURL(new Blob([silentWav(500) as BlobPart], { type: 'audio/wav' }));
    audio = new Audio(audioUrl);
    audio.setAttribute('playsinline', '');
    const play = () => audio?.play().catch(() => {});
    play();
    loop = setInterval(play, NO_SLEEP_INTERVAL_MS);
  }

  const stopPriming = onFirstGesture(prime);
  document.addEventListener('visibilitychange', onVisible);
  void lockScreen();

  return () => {
    stopped = true;
    stopPriming();
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(loop);
    audio?.pause();
    if (audioUrl) URL.revokeObjectURL(audioUrl);
    void lock?.release().catch(() => {});
  };
}

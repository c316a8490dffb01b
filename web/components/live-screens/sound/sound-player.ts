import { onFirstGesture } from '../first-gesture.ts';
import {
  EFFECTS,
  FADE_STEP_MS,
  fadeSteps,
  frequencyOf,
  MUSIC_BEATS,
  MUSIC_BPM,
  musicLoop,
  type Note,
  type SoundEffect,
} from './sound-score.ts';

/*
 * The live game's sound, played with the Web Audio API. Browsers only let a page make sound after a touch
 * or click, so the audio is primed on the first one (spec §4); until then nothing plays and nothing fails.
 * What plays is also written on <html data-music> so a test (or a curious developer) can see it.
 */

const MUSIC_VOLUME = 0.18;
const EFFECT_VOLUME = 0.3;
const LOOKAHEAD_S = 0.3;

let context: AudioContext | null = null;
let primed = false;
let music: { gain: GainNode; timer: ReturnType<typeof setInterval>; fading: boolean } | null = null;

function audio(): AudioContext | null {
  if (!context && typeof AudioContext !== 'undefined') context = new AudioContext();
  return context;
}

function markMusic(state: 'playing' | 'stopped'): void {
  document.documentElement.dataset.music = state;
}

/** Unlocks sound on the first touch, click or key press of the page. */
export function primeAudio(): void {
  if (primed || typeof document === 'undefined') return;
  primed = true;
  onFirstGesture(() => {
    void audio()
      ?.resume()
      .catch(() => {});
  });
}

function playNote(
  ctx: AudioContext,
  out: AudioNode,
  note: Note,
  at: number,
  beatSeconds: number,
  wave: OscillatorType,
  volume: number,
): void {
  const start = at + note.beat * beatSeconds;
  const end = start + note.beats * beatSeconds;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = wave;
  osc.frequency.value = frequencyOf(note.semitone);
  // A short attack and a decay: no clicks, and notes that sound plucked rather than droned.
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(volume, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.001, end);
  osc.connect(gain).connect(out);
  osc.start(start);
  osc.stop(end + 0.02);
}

export function playEffect(effect: SoundEffect): void {
  const ctx = audio();
  if (ctx?.state !== 'running') return;
  for (const note of EFFECTS[effect])
    playNote(ctx, ctx.destination, note, ctx.currentTime, 0.5, 'triangle', EFFECT_VOLUME);
}

/** Starts the question music (a loop) unless it is already playing. */
export function startMusic(): void {
  const ctx = audio();
  if (music && !music.fading) return;
  stopMusicNow();
  if (!ctx) return;
  const gain = ctx.createGain();
  gain.gain.value = MUSIC_VOLUME;
  gain.connect(ctx.destination);
  const beatSeconds = 60 / MUSIC_BPM;
  const loopSeconds = MUSIC_BEATS * beatSeconds;
  const { lead, bass } = musicLoop();
  let nextLoopAt = ctx.currentTime + 0.05;
  // Schedule one loop ahead at a time: steady timing even when the page is busy drawing.
  const schedule = () => {
    if (ctx.state !== 'running') {
      nextLoopAt = ctx.currentTime + 0.05;
      return;
    }
    while (nextLoopAt < ctx.currentTime + LOOKAHEAD_S + loopSeconds) {
      for (const note of lead) playNote(ctx, gain, note, nextLoopAt, beatSeconds, 'square', 0.35);
      for (const note of bass) playNote(ctx, gain, note, nextLoopAt, beatSeconds, 'triangle', 0.9);
      nextLoopAt += loopSeconds;
    }
  };
  schedule();
  music = { gain, timer: setInterval(schedule, 250), fading: false };
  markMusic('playing');
}

/** Fades the music out in 5 steps of 100 ms (spec §9), then stops it. */
export function stopMusic(): void {
  const current = music;
  if (!current || current.fading) return;
  current.fading = true;
  const steps = fadeSteps(current.gain.gain.value);
  steps.forEach((volume, i) => {
    setTimeout(
      () => {
        current.gain.gain.value = volume;
        if (i === steps.length - 1 && music === current) stopMusicNow();
      },
      (i + 1) * FADE_STEP_MS,
    );
  });
  markMusic('stopped');
}

function stopMusicNow(): void {
  if (!music) return;
  clearInterval(music.timer);
  music.gain.disconnect();
  music = null;
  markMusic('stopped');
}

/*
 * What the live game sounds like, as plain data: the question music and the effects are synthesised in
 * the browser from these notes (no audio files to ship, license or load on a school network). Pure, so
 * the tests can check them without a sound card.
 */

/** Spec §9: music fades out in 5 steps of 100 ms. */
export const FADE_STEPS = 5;
export const FADE_STEP_MS = 100;

/** The volumes a fade from `volume` passes through, one per step, ending in silence. */
export function fadeSteps(volume: number, steps = FADE_STEPS): number[] {
  return Array.from({ length: steps }, (_, i) => volume * (1 - (i + 1) / steps));
}

/** A note: semitones from A4 (440 Hz), when it starts and how long it lasts, in beats. */
export interface Note {
  semitone: number;
  beat: number;
  beats: number;
}

export const frequencyOf = (semitone: number) => 440 * 2 ** (semitone / 12);

/** Question music: a bright arpeggio over Am–F–C–G with a bass on every beat, two bars per chord. */
export const MUSIC_BPM = 128;
const CHORDS = [
  [-12, -9, -5], // A minor
  [-16, -12, -9], // F major
  [-9, -5, -2], // C major
  [-14, -10, -7], // G major
];
export const MUSIC_BEATS = CHORDS.length * 4;

export function musicLoop(): { lead: Note[]; bass: Note[] } {
  const lead: Note[] = [];
  const bass: Note[] = [];
  CHORDS.forEach((chord, c) => {
    const root = chord[0]!;
    for (let beat = 0; beat < 4; beat++) {
      bass.push({ semitone: root - 12, beat: c * 4 + beat, beats: 0.45 });
      // Eighth notes going up and back down the chord, an octave up.
      const pattern = [0, 1, 2, 1];
      for (let half = 0; half < 2; half++) {
        const step = pattern[(beat * 2 + half) % pattern.length]!;
        lead.push({ semitone: chord[step]! + 12, beat: c * 4 + beat + half / 2, beats: 0.4 });
      }
    }
  });
  return { lead, bass };
}

export type SoundEffect = 'join' | 'tick' | 'time_up' | 'correct' | 'wrong' | 'fanfare';

/** Each effect as a few notes (beats at 120 BPM: one beat = 0.5 s). */
export const EFFECTS: Record<SoundEffect, Note[]> = {
  join: [
    { semitone: 7, beat: 0, beats: 0.15 },
    { semitone: 12, beat: 0.15, beats: 0.25 },
  ],
  tick: [{ semitone: 24, beat: 0, beats: 0.08 }],
  time_up: [
    { semitone: -5, beat: 0, beats: 1.5 },
    { semitone: -17, beat: 0, beats: 1.5 },
  ],
  correct: [
    { semitone: 3, beat: 0, beats: 0.25 },
    { semitone: 7, beat: 0.25, beats: 0.25 },
    { semitone: 15, beat: 0.5, beats: 0.6 },
  ],
  wrong: [
    { semitone: -2, beat: 0, beats: 0.3 },
    { semitone: -8, beat: 0.3, beats: 0.7 },
  ],
  fanfare: [
    { semitone: 3, beat: 0, beats: 0.3 },
    { semitone: 7, beat: 0.3, beats: 0.3 },
    { semitone: 10, beat: 0.6, beats: 0.3 },
    { semitone: 15, beat: 0.9, beats: 1.2 },
  ],
};

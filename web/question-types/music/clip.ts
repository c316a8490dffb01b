/*
 * The clip's life on a screen, as pure rules the hook (use-clip.ts) follows. Browsers refuse to play
 * sound before the page's first touch, click or key press, so "blocked" is an ordinary state: the
 * screen shows a play button and starts on the first gesture (components/live-screens/first-gesture.ts).
 */

export type ClipStatus = 'loading' | 'playing' | 'paused' | 'blocked' | 'ended' | 'failed';

export type ClipEvent =
  | { type: 'started' }
  | { type: 'paused' }
  /** play() was refused: no gesture yet (NotAllowedError). */
  | { type: 'refused' }
  | { type: 'ended' }
  /** The file cannot be fetched or decoded. */
  | { type: 'error' };

export function nextClipStatus(status: ClipStatus, event: ClipEvent): ClipStatus {
  switch (event.type) {
    case 'started':
      return 'playing';
    case 'paused':
      // The end of a clip pauses it too; "ended" says more.
      return status === 'ended' || status === 'failed' ? status : 'paused';
    case 'refused':
      return status === 'failed' ? status : 'blocked';
    case 'ended':
      return 'ended';
    case 'error':
      return 'failed';
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/**
 * Where playing starts, in seconds: the creator's start time plus the time the question has already
 * been open (a quizmaster's screen reloaded mid-question picks the music up where the room hears it).
 * Null when that is past the end of the clip; a start time beyond a short clip plays it from the top.
 */
export function clipPosition(startTime: number, elapsedMs: number, duration: number | null): number | null {
  const known = duration !== null && Number.isFinite(duration) && duration > 0;
  const start = known && startTime >= duration ? 0 : Math.max(0, startTime);
  const position = start + Math.max(0, elapsedMs) / 1000;
  if (known && position >= duration) return null;
  return position;
}

/** What the play/pause button does next: play unless the clip is playing. */
export const clipWantsPlay = (status: ClipStatus): boolean => status !== 'playing';

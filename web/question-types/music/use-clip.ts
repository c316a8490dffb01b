import { useCallback, useEffect, useReducer, useRef } from 'react';
import { onFirstGesture } from '../../components/live-screens/first-gesture.ts';
import { type ClipStatus, clipPosition, clipWantsPlay, nextClipStatus } from './clip.ts';

/** Media fragments (#t=) let the browser start fetching at the position instead of seeking after. */
const withStart = (src: string, seconds: number) => `${src}#t=${seconds.toFixed(1)}`;

/**
 * Plays a music question's clip while the view is shown, from `startTime` (plus `elapsedMs`, read
 * once, when the view appears), and stops it when the view goes. When the browser refuses to play
 * before a gesture, the clip starts on the page's first touch, click or key — or on `toggle`.
 */
export function useClip(
  src: string | null,
  startTime: number,
  elapsedMs = 0,
): { status: ClipStatus; toggle: () => void } {
  const [status, dispatch] = useReducer(nextClipStatus, 'loading');
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const statusRef = useRef(status);
  statusRef.current = status;
  const elapsedAtStart = useRef(elapsedMs);

  useEffect(() => {
    if (!src) return;
    const audio = new Audio();
    audioRef.current = audio;
    let stopWaiting = () => {};
    const play = () =>
      audio.play().catch((error: unknown) => {
        const name = error instanceof DOMException ? error.name : '';
        if (name === 'NotAllowedError') {
          dispatch({ type: 'refused' });
          stopWaiting();
          stopWaiting = onFirstGesture(() => void audio.play().catch(() => undefined));
        } else if (name !== 'AbortError') dispatch({ type: 'error' });
      });
    const listeners: Array<[string, () => void]> = [
      ['playing', () => dispatch({ type: 'started' })],
      ['pause', () => dispatch({ type: 'paused' })],
      ['ended', () => dispatch({ type: 'ended' })],
      ['error', () => dispatch({ type: 'error' })],
      [
        'loadedmetadata',
        () => {
          // Now the clip's length is known: a start past its end plays it from the top, or not at all.
          const position = clipPosition(startTime, elapsedAtStart.current, audio.duration);
          if (position === null) {
            audio.pause();
            dispatch({ type: 'ended' });
          } else if (Math.abs(audio.currentTime - position) > 1) audio.currentTime = position;
        },
      ],
    ];
    for (const [type, listener] of listeners) audio.addEventListener(type, listener);
    audio.preload = 'auto';
    audio.src = withStart(src, clipPosition(startTime, elapsedAtStart.current, null) ?? startTime);
    void play();
    return () => {
      stopWaiting();
      for (const [type, listener] of listeners) audio.removeEventListener(type, listener);
      audio.pause();
      // Dropping the source stops the download too.
      audio.removeAttribute('src');
      audio.load();
      audioRef.current = null;
    };
  }, [src, startTime]);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const current = statusRef.current;
    if (!clipWantsPlay(current)) {
      audio.pause();
      return;
    }
    if (current === 'ended') audio.currentTime = clipPosition(startTime, 0, audio.duration) ?? 0;
    void audio.play().catch(() => dispatch({ type: 'refused' }));
  }, [startTime]);

  return { status, toggle };
}

import { type RefObject, useEffect } from 'react';

const YOUTUBE_ORIGINS = new Set(['https://www.youtube-nocookie.com', 'https://www.youtube.com']);
/** A player that has not said it is ready by then is not coming (blocked, offline, or gone). */
export const YOUTUBE_READY_TIMEOUT_MS = 15_000;

/**
 * Calls `onFailed` when the embedded YouTube player reports an error (removed, private, not embeddable)
 * or never reports that it is ready. Speaks the player's postMessage protocol (what YouTube's own
 * iframe API does), so no script of YouTube's runs in our page.
 */
export function useYouTubeHealth(frame: RefObject<HTMLIFrameElement | null>, onFailed: () => void): void {
  useEffect(() => {
    let ready = false;
    const listen = () =>
      frame.current?.contentWindow?.postMessage(
        JSON.stringify({ event: 'listening', id: 'kviss', channel: 'widget' }),
        'https://www.youtube-nocookie.com',
      );
    const onMessage = (event: MessageEvent) => {
      if (!YOUTUBE_ORIGINS.has(event.origin) || event.source !== frame.current?.contentWindow) return;
      let data: { event?: string } | null = null;
      try {
        data = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
      } catch {
        return;
      }
      if (data?.event === 'onError') onFailed();
      else if (
        data?.event === 'onReady' ||
        data?.event === 'initialDelivery' ||
        data?.event === 'infoDelivery'
      )
        ready = true;
    };
    window.addEventListener('message', onMessage);
    const element = frame.current;
    element?.addEventListener('load', listen);
    const timer = setTimeout(() => {
      if (!ready) onFailed();
    }, YOUTUBE_READY_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      element?.removeEventListener('load', listen);
      clearTimeout(timer);
    };
  }, [frame, onFailed]);
}

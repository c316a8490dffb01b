import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MEDIA_LOAD_FAILED_KEY,
  MOBILE_BREAKPOINT_PX,
  type ShownVideo,
  youTubeEmbedUrl,
} from '../../../domain/shared/video.ts';
import { useYouTubeHealth } from './youtube-health.ts';
import './video-player.css';

/** True on a screen no wider than the spec's mobile breakpoint (500 px). */
function useIsMobile(): boolean {
  const query = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
  const [mobile, setMobile] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const change = () => setMobile(list.matches);
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, [query]);
  return mobile;
}

/**
 * A question's video as every screen plays it (spec §2 video player): an uploaded mp4/mov or an
 * embedded YouTube video (youtube-nocookie), from its start to its stop second, looped and muted as
 * authored. With the fullscreen flag for this kind of screen (phone: up to 500 px wide) it covers the
 * screen until closed. A video that cannot load says so in the spec's words (§8), never a blank box.
 */
export function VideoPlayer({ video, autoplay = true }: { video: ShownVideo; autoplay?: boolean }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [failed, setFailed] = useState(false);
  const [closed, setClosed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);
  const fullscreen = !closed && (mobile ? video.fullscreenMobile : video.fullscreenDesktop);
  if (failed) {
    return (
      <p className="video-player video-player--failed" role="alert" data-testid="video-failed">
        {t(MEDIA_LOAD_FAILED_KEY)}
      </p>
    );
  }
  return (
    <div
      className={`video-player${fullscreen ? ' video-player--fullscreen' : ''}`}
      data-testid="video-player"
      data-provider={video.provider}
    >
      {video.provider === 'youtube' ? (
        <YouTubeVideo video={video} autoplay={autoplay} onFailed={fail} />
      ) : (
        <UploadedVideo video={video} autoplay={autoplay} onFailed={fail} />
      )}
      {fullscreen ? (
        <button
          type="button"
          className="button button--light video-player__close"
          onClick={() => setClosed(true)}
        >
          {t('video.close_fullscreen')}
        </button>
      ) : null}
    </div>
  );
}

interface SourceProps {
  video: ShownVideo;
  autoplay: boolean;
  onFailed: () => void;
}

/** Our own file: the start and stop are kept by the page (a browser's `loop` would restart at 0). */
function UploadedVideo({ video, autoplay, onFailed }: SourceProps) {
  const element = useRef<HTMLVideoElement>(null);
  const restart = () => {
    const player = element.current;
    if (!player) return;
    player.currentTime = video.start;
    void player.play().catch(() => {});
  };
  return (
    <video
      ref={element}
      className="video-player__media"
      src={video.src}
      controls
      playsInline
      autoPlay={autoplay}
      muted={video.mute}
      preload="metadata"
      onLoadedMetadata={() => {
        if (element.current && video.start > 0) element.current.currentTime = video.start;
      }}
      onTimeUpdate={() => {
        const player = element.current;
        if (!player || video.end === null || player.currentTime < video.end) return;
        if (video.loop) restart();
        else player.pause();
      }}
      onEnded={() => {
        if (video.loop) restart();
      }}
      onError={onFailed}
      data-testid="video-file"
    />
  );
}

/** YouTube's privacy-enhanced player; a video that is gone, private or unreachable is reported by its health check. */
function YouTubeVideo({ video, autoplay, onFailed }: SourceProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const src = youTubeEmbedUrl(video, autoplay);
  useYouTubeHealth(frame, onFailed);
  return (
    <iframe
      ref={frame}
      className="video-player__media"
      src={src}
      title={t('video.youtube_title')}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
      data-testid="video-youtube"
    />
  );
}

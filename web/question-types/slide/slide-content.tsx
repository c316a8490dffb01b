import { useTranslation } from 'react-i18next';
import type { SlideScreen } from '../../../domain/question-types/slide/schema.ts';
import { Picture } from '../../components/picture/picture.tsx';
import { videoSource } from './video-source.ts';

/**
 * A slide's image, text and video. The video plays on the quizmaster's screen only (`withVideo`):
 * thirty phones playing the same clip out of step would drown the room; phones are told to watch
 * the big screen instead.
 */
export function SlideContent({ screen, withVideo }: { screen: SlideScreen; withVideo: boolean }) {
  const { t } = useTranslation();
  const video = videoSource(screen.video, screen.video_time);
  return (
    <div className="slide-content">
      {screen.image ? (
        <Picture
          picture={{ src: screen.image, placeholder: null, crop: null }}
          size={withVideo ? 'screen' : 'phone'}
          className="slide-content__image"
        />
      ) : null}
      {screen.content ? <p className="slide-content__text">{screen.content}</p> : null}
      {video && withVideo ? (
        video.kind === 'file' ? (
          <video
            className="slide-content__video"
            src={video.src}
            controls
            autoPlay
            playsInline
            muted={screen.video_mute}
            loop={screen.video_loop}
          />
        ) : (
          <a className="slide-content__link" href={video.href} target="_blank" rel="noopener noreferrer">
            {t('slide.open_video')}
          </a>
        )
      ) : null}
      {video && !withVideo ? <p className="slide-content__watch">{t('slide.watch_screen')}</p> : null}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { DEFAULT_QUIZ_LOOK, type QuizLook } from '../../../domain/quiz/look.ts';
import { onFirstGesture } from '../live-screens/first-gesture.ts';

/**
 * What is behind a quiz's screens: its picture (blurred, darkened, faded as the creator set it) or its
 * silent looping video, over the background colour. `music` plays the quiz's background music (the
 * big screen only: phones in a room never play it, so a class is not thirty speakers out of step).
 */
export function QuizLookLayer({
  look = DEFAULT_QUIZ_LOOK,
  music = false,
  fill = 'viewport',
}: {
  look?: QuizLook;
  music?: boolean;
  /** `viewport` behind a whole-screen stage; `parent` inside a page that has a header. */
  fill?: 'viewport' | 'parent';
}) {
  const className = `quiz-look-layer quiz-look-layer--${fill}`;
  const track = music ? look.background_music : null;
  const media =
    look.background_type === 'image' && look.background_image ? (
      <img
        className="quiz-look-layer__image"
        src={look.background_image}
        alt=""
        data-testid="quiz-look-image"
        style={{
          filter: look.background_image_blur ? `blur(${look.background_image_blur}px)` : undefined,
          opacity: look.background_image_opacity / 100,
        }}
      />
    ) : look.background_type === 'video' && look.background_video ? (
      <video
        className="quiz-look-layer__image"
        src={look.background_video}
        autoPlay
        muted
        loop
        playsInline
        data-testid="quiz-look-video"
        style={{ opacity: look.background_image_opacity / 100 }}
      />
    ) : null;
  if (!media && !track) return null;
  return (
    <div className={className} aria-hidden="true" data-testid="quiz-look-layer">
      {media}
      {media && look.background_image_darken > 0 ? (
        <div className="quiz-look-layer__darken" style={{ opacity: look.background_image_darken / 100 }} />
      ) : null}
      {track ? <BackgroundMusic src={track.src} volume={track.volume} /> : null}
    </div>
  );
}

/** Loops the quiz's music; browsers only allow sound after a touch or click, so it waits for the first. */
function BackgroundMusic({ src, volume }: { src: string; volume: number }) {
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    element.volume = volume / 100;
    const play = () => void element.play().catch(() => {});
    play();
    const stopWaiting = onFirstGesture(play);
    return () => {
      stopWaiting();
      element.pause();
    };
  }, [volume]);
  // biome-ignore lint/a11y/useMediaCaption: instrumental background music, hidden from assistive tech; nothing to caption.
  return <audio ref={audio} src={src} loop preload="auto" data-testid="quiz-look-music" />;
}

import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/translation-key.ts';
import type { ClipStatus } from './clip.ts';
import { useClip } from './use-clip.ts';

const PLAY = 'M8 5v14l11-7z';
const PAUSE = 'M7 5h4v14H7zM13 5h4v14h-4z';

/** What the line beside the button says, by the clip's state. */
const STATUS_KEYS: Record<ClipStatus, TranslationKey> = {
  loading: 'music_question.clip_loading',
  blocked: 'music_question.clip_blocked',
  failed: 'music_question.clip_failed',
  playing: 'music_question.clip_playing',
  paused: 'music_question.clip_paused',
  ended: 'music_question.clip_paused',
};

/**
 * The clip of a music question, playing while the question is shown, with a large play/pause button:
 * browsers keep a page silent until a touch, click or key, so the button is how a screen that opened
 * without one starts the music. `size` "large" on the quizmaster's screen, "compact" on a phone.
 */
export function ClipControl({
  audio,
  startTime,
  elapsedMs = 0,
  size,
}: {
  audio: string;
  startTime: number;
  elapsedMs?: number;
  size: 'large' | 'compact';
}) {
  const { t } = useTranslation();
  const { status, toggle } = useClip(audio, startTime, elapsedMs);
  const playing = status === 'playing';
  return (
    <div className={`music-clip music-clip--${size}`} data-clip-status={status}>
      <button
        type="button"
        className={`music-clip__button${status === 'blocked' ? ' music-clip__button--waiting' : ''}`}
        onClick={toggle}
        aria-label={t(playing ? 'music_question.pause' : 'music_question.play')}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={playing ? PAUSE : PLAY} fill="currentColor" />
        </svg>
      </button>
      <p className="music-clip__status" aria-live="polite">
        {t(STATUS_KEYS[status])}
      </p>
    </div>
  );
}

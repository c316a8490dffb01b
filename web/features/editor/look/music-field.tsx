import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizLook } from '../../../../domain/quiz/look.ts';
import { AUDIO_MAX_BYTES } from '../../../../domain/shared/upload-rules.ts';
import { ApiError } from '../../../http/api-error.ts';
import { errorKey } from '../../../i18n/translation-key.ts';
import { uploadMusic } from './look-api.ts';

type Music = QuizLook['background_music'];
const DEFAULT_VOLUME = 50;

/**
 * The quiz's background music (spec background_music {id, name, src, volume}): "No Music" by default,
 * or a track the creator uploads, at a volume. It plays on the big screen of a live game only.
 */
export function MusicField({ value, onChange }: { value: Music; onChange: (music: Music) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    if (file.size > AUDIO_MAX_BYTES) return setProblem('upload_too_large');
    setBusy(true);
    try {
      const src = await uploadMusic(file);
      const name = file.name.replace(/\.[^.]+$/, '').slice(0, 100) || t('look.music');
      onChange({ id: src.split('/').pop() ?? src, name, src, volume: value?.volume ?? DEFAULT_VOLUME });
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.code : 'something_went_wrong');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <fieldset className="field look-music">
      <legend className="field__label">{t('look.music')}</legend>
      <p className="look-music__current" data-testid="look-music-name">
        {value ? value.name : t('look.no_music')}
      </p>
      <div className="look-music__actions">
        <input
          ref={input}
          type="file"
          accept="audio/*,.mp3,.m4a,.aac,.ogg,.opus,.wav"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('look.music_upload')}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <button
          type="button"
          className="button creator-button--outline creator-button--small"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {busy ? t('video.uploading') : t('look.music_upload')}
        </button>
        {value ? (
          <button
            type="button"
            className="button creator-button--outline creator-button--small"
            onClick={() => onChange(null)}
          >
            {t('look.no_music')}
          </button>
        ) : null}
      </div>
      {value ? (
        <label className="look-effect">
          <span>
            {t('look.volume')}: {value.volume}
          </span>
          <input
            type="range"
            min={0}
            max={100}
            value={value.volume}
            onChange={(event) => onChange({ ...value, volume: Number(event.target.value) })}
          />
        </label>
      ) : null}
      {problem ? (
        <p className="field__error" role="alert">
          {t(errorKey(problem))}
        </p>
      ) : null}
    </fieldset>
  );
}

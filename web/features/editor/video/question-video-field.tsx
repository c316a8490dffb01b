import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkVideo, shownVideo, type VideoFields, youTubeId } from '../../../../domain/shared/video.ts';
import { FieldError } from '../../../components/field-error.tsx';
import { VideoPlayer } from '../../../components/video-player/video-player.tsx';
import { ApiError } from '../../../http/api-error.ts';
import { SecondsInput } from './seconds-input.tsx';
import { uploadVideo, VIDEO_ACCEPT, videoFileProblem } from './upload-video.ts';
import './video-field.css';

const NO_VIDEO: VideoFields = {
  video: null,
  video_provider: undefined,
  video_time: undefined,
  video_end: undefined,
  video_mute: undefined,
  video_loop: undefined,
  fullscreen_desktop: undefined,
  fullscreen_mobile: undefined,
};

type Source = 'none' | 'upload' | 'youtube';

/**
 * A question's video in the editor (spec §2 video player, §3 Question video fields): an uploaded mp4/mov
 * or a YouTube link, the part to play (start and stop seconds), loop, mute, and whether it fills the
 * screen on computers and on phones. The rules are the server's (domain/shared/video.ts), run here too.
 */
export function QuestionVideoField({
  value,
  onChange,
  error,
}: {
  value: VideoFields;
  onChange: (next: VideoFields) => void;
  /** The question's problem code when it is about the video (`video_…`). */
  error?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<Source>(value.video ? (value.video_provider ?? 'youtube') : 'none');
  const [link, setLink] = useState(value.video_provider === 'youtube' ? (value.video ?? '') : '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: VideoFields) => onChange({ ...value, ...change });

  function choose(next: Source) {
    setSource(next);
    setProblem(null);
    if (next === 'none') onChange({ ...value, ...NO_VIDEO });
    else if (next !== value.video_provider) onChange({ ...value, video: null, video_provider: next });
  }

  function changeLink(text: string) {
    setLink(text);
    const idFound = youTubeId(text);
    setProblem(text.trim() && !idFound ? 'video_youtube_invalid' : null);
    set({ video: text.trim() ? text.trim() : null, video_provider: 'youtube' });
  }

  async function upload(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    const local = videoFileProblem(file);
    if (local) return setProblem(local);
    setBusy(true);
    try {
      set({ video: await uploadVideo(file), video_provider: 'upload' });
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.code : 'something_went_wrong');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  const checked = value.video ? checkVideo(value) : null;
  const preview = checked && !('problem' in checked) ? shownVideo(checked.video) : null;
  const message = problem ?? error ?? null;
  return (
    <fieldset className="field video-field" data-testid="question-video">
      <legend className="field__label">{t('video.label')}</legend>
      <div className="video-field__sources" role="radiogroup" aria-label={t('video.label')}>
        {(['none', 'upload', 'youtube'] as const).map((option) => (
          <label key={option} className="video-field__source">
            <input
              type="radio"
              name={`${id}-source`}
              checked={source === option}
              onChange={() => choose(option)}
            />
            {t(`video.source_${option}`)}
          </label>
        ))}
      </div>
      {source === 'upload' ? (
        <div className="video-field__row">
          <input
            ref={input}
            type="file"
            accept={VIDEO_ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t('video.upload')}
            disabled={busy}
            onChange={(event) => void upload(event.target.files?.[0])}
            data-testid="question-video-file"
          />
          <button
            type="button"
            className="button creator-button--outline creator-button--small"
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {value.video ? t('pictures.replace') : t('video.upload')}
          </button>
          <span className="field__hint">{busy ? t('video.uploading') : t('video.upload_hint')}</span>
        </div>
      ) : null}
      {source === 'youtube' ? (
        <label className="field" htmlFor={`${id}-link`}>
          <span className="field__hint">{t('video.youtube_hint')}</span>
          <input
            id={`${id}-link`}
            className="field__input"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            value={link}
            onChange={(event) => changeLink(event.target.value)}
            aria-invalid={problem === 'video_youtube_invalid' ? true : undefined}
            data-testid="question-video-link"
          />
        </label>
      ) : null}
      {source !== 'none' ? (
        <>
          <div className="video-field__row">
            <SecondsInput
              label={t('video.start')}
              value={value.video_time ?? 0}
              onChange={(seconds) => set({ video_time: seconds ?? 0 })}
              testId="question-video-start"
            />
            <SecondsInput
              label={t('video.stop')}
              value={value.video_end ?? null}
              placeholder={t('video.stop_placeholder')}
              onChange={(seconds) => set({ video_end: seconds })}
              testId="question-video-stop"
            />
          </div>
          <div className="video-field__flags">
            {(
              [
                ['video_loop', 'video.loop'],
                ['video_mute', 'video.mute'],
                ['fullscreen_desktop', 'video.fullscreen_desktop'],
                ['fullscreen_mobile', 'video.fullscreen_mobile'],
              ] as const
            ).map(([field, label]) => (
              <label key={field} className="video-field__flag">
                <input
                  type="checkbox"
                  checked={value[field] === true}
                  onChange={(event) => set({ [field]: event.target.checked })}
                />
                {t(label)}
              </label>
            ))}
          </div>
        </>
      ) : null}
      {preview ? (
        <div className="video-field__preview">
          <VideoPlayer
            key={`${preview.src}-${preview.start}-${preview.end}`}
            video={preview}
            autoplay={false}
          />
        </div>
      ) : null}
      {message ? <FieldError code={message} /> : null}
    </fieldset>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIDE_CONTENT_MAX, SLIDE_VIDEO_START_MAX } from '../../../domain/question-types/slide/schema.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import type { EditorPanelProps } from '../question-type-views.ts';
import { ImageField } from '../shared/image-field.tsx';

/** The slide's text, image and video (an address for now: uploading videos is the editor's next step). */
export function SlideEditor({ question: slide, onChange, problem }: EditorPanelProps<'slide'>) {
  const { t } = useTranslation();
  const id = useId();
  const errorFor = (...codes: string[]) =>
    problem && codes.includes(problem.problem) ? problem.problem : null;
  const contentError = errorFor('slide_content_too_long', 'slide_empty');
  const videoError = errorFor('slide_video_invalid');
  const startError = errorFor('slide_video_time_invalid');
  return (
    <div className="slide-editor">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-content`}>
          {t('slide.content_label')}
        </label>
        <textarea
          id={`${id}-content`}
          className="field__input slide-editor__text"
          rows={4}
          value={slide.content}
          maxLength={SLIDE_CONTENT_MAX * 2}
          onChange={(event) => onChange({ ...slide, content: event.target.value })}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? `${id}-content-error` : undefined}
        />
        {contentError ? (
          <p id={`${id}-content-error`} className="field__error">
            {t(errorKey(contentError))}
          </p>
        ) : null}
      </div>
      <ImageField
        label={t('slide.image_label')}
        value={slide.image}
        onChange={(image) => onChange({ ...slide, image })}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-video`}>
          {t('slide.video_label')}
        </label>
        <p id={`${id}-video-hint`} className="field__hint">
          {t('slide.video_hint')}
        </p>
        <input
          id={`${id}-video`}
          className="field__input"
          type="url"
          value={slide.video ?? ''}
          placeholder="https://"
          onChange={(event) => onChange({ ...slide, video: event.target.value || null })}
          aria-invalid={videoError ? true : undefined}
          aria-describedby={[`${id}-video-hint`, videoError ? `${id}-video-error` : ''].join(' ').trim()}
        />
        {videoError ? (
          <p id={`${id}-video-error`} className="field__error">
            {t(errorKey(videoError))}
          </p>
        ) : null}
      </div>
      {slide.video ? (
        <div className="slide-editor__video-options">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-start`}>
              {t('slide.video_start_label')}
            </label>
            <input
              id={`${id}-start`}
              className="field__input slide-editor__start"
              inputMode="numeric"
              defaultValue={slide.video_time ?? 0}
              key={slide.video_time ?? 0}
              onBlur={(event) => {
                const text = event.target.value.trim();
                if (!/^\d{1,6}$/.test(text)) return;
                onChange({ ...slide, video_time: Math.min(Number(text), SLIDE_VIDEO_START_MAX) });
              }}
              aria-invalid={startError ? true : undefined}
            />
            {startError ? <p className="field__error">{t(errorKey(startError))}</p> : null}
          </div>
          <label className="choice">
            <input
              type="checkbox"
              checked={slide.video_mute ?? false}
              onChange={(event) => onChange({ ...slide, video_mute: event.target.checked })}
            />
            {t('slide.video_mute')}
          </label>
          <label className="choice">
            <input
              type="checkbox"
              checked={slide.video_loop ?? false}
              onChange={(event) => onChange({ ...slide, video_loop: event.target.checked })}
            />
            {t('slide.video_loop')}
          </label>
        </div>
      ) : null}
    </div>
  );
}

import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../components/use-form.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { IMAGE_ACCEPT, imageFileProblem, uploadQuizImage } from './upload-quiz-image.ts';
import './image-field.css';

export interface ImageFieldProps {
  /** The field's label, e.g. "Picture". */
  label: string;
  /** The media path kept on the question (`/media/...`), or none yet. */
  value: string | null | undefined;
  onChange: (path: string | null) => void;
  /** An `errors.` code from the question's check (e.g. question_image_required), shown under the field. */
  error?: string | null;
  /** A standing explanation under the label. */
  hint?: string;
}

/**
 * A question's picture: shows it, uploads a new one through `POST /api/quizzes/upload-image` as soon as a
 * file is chosen (the question keeps only the media path), and removes it. Shared by every type that has
 * a picture (scale_image, reveal_image, puzzle, hotspot...).
 */
export function ImageField({ label, value, onChange, error, hint }: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function choose(file: File | undefined) {
    setUploadError(null);
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setUploadError(problem);
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadQuizImage(file));
    } catch (failure) {
      setUploadError(errorCodeOf(failure));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  const shown = uploadError ?? error ?? null;
  const describedBy = [hint ? `${id}-hint` : null, shown ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field image-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <div className="image-field__body">
        {value ? (
          <img
            className="image-field__preview"
            src={value}
            alt={t('question_views.image_field.preview_alt')}
          />
        ) : (
          <div className="image-field__empty" aria-hidden="true">
            {t('question_views.image_field.none')}
          </div>
        )}
        <div className="image-field__controls">
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            className="image-field__input"
            disabled={uploading}
            aria-invalid={shown ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          {uploading && (
            <p className="field__hint" role="status">
              {t('question_views.image_field.uploading')}
            </p>
          )}
          {value && !uploading && (
            <button type="button" className="button" onClick={() => onChange(null)}>
              {t('question_views.image_field.remove')}
            </button>
          )}
        </div>
      </div>
      {shown && (
        <p id={`${id}-error`} className="field__error">
          {t(errorKey(shown))}
        </p>
      )}
    </div>
  );
}

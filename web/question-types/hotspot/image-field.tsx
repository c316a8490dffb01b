import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '../../../domain/shared/upload-rules.ts';
import { ApiError } from '../../http/api-error.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { imageProblem, uploadQuestionImage } from './upload-image.ts';

interface ImageFieldProps {
  label: string;
  image: string | null | undefined;
  onChange: (image: string | null) => void;
  /** A problem the rule found (e.g. question_image_required), shown beside the field. */
  error?: string | null;
}

/** Choose, replace or remove the question's picture; the upload's own problems are told here. */
export function ImageField({ label, image, onChange, error }: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error ?? null;

  async function choose(file: File | undefined) {
    if (!file) return;
    const refused = imageProblem(file);
    if (refused) return setUploadError(refused);
    setBusy(true);
    setUploadError(null);
    try {
      onChange(await uploadQuestionImage(file));
    } catch (cause) {
      setUploadError(cause instanceof ApiError ? cause.code : 'something_went_wrong');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="field image-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="image-field__row">
        <input
          id={id}
          type="file"
          accept={Object.keys(IMAGE_TYPES).join(',')}
          disabled={busy}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
        />
        {image ? (
          <button type="button" className="button creator-button--outline creator-button--small" onClick={() => onChange(null)}>
            {t('hotspot.remove_image')}
          </button>
        ) : null}
      </div>
      {busy ? (
        <p className="field__hint" role="status">
          {t('hotspot.uploading')}
        </p>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className="field__error">
          {t(errorKey(shownError))}
        </p>
      ) : null}
    </div>
  );
}

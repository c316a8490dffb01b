import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedImage } from '../../../api/contracts/images.ts';
import { type PictureFields, shownPicture } from '../../../domain/shared/picture.ts';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../domain/shared/upload-rules.ts';
import { ApiError } from '../../http/api-error.ts';
import { uploadPicture } from '../../http/pictures-api.ts';
import { FieldError } from '../field-error.tsx';
import { CropDialog } from './crop-dialog.tsx';
import { Picture } from './picture.tsx';
import { SearchDialog } from './search-dialog.tsx';
import './picture-field.css';

const ACCEPT = Object.keys(IMAGE_TYPES).join(',');
const NO_PICTURE: PictureFields = {
  image: null,
  image_original: null,
  image_placeholder: null,
  image_source: null,
  image_coordinates: null,
};

/** Why a chosen file cannot be a picture, before it is sent (the server checks again, by content). */
function fileProblem(file: { type: string; size: number }): string | null {
  if (!Object.hasOwn(IMAGE_TYPES, file.type)) return 'upload_invalid_type';
  if (file.size > IMAGE_MAX_BYTES) return 'upload_too_large';
  return null;
}

/** A picture's width over its height, once it has loaded (for the crop dialog's shapes). */
function useNaturalRatio(src: string | null | undefined): number {
  const [ratio, setRatio] = useState(16 / 9);
  useEffect(() => {
    if (!src) return;
    let current = true;
    const image = new Image();
    image.onload = () => {
      if (current && image.naturalHeight > 0) setRatio(image.naturalWidth / image.naturalHeight);
    };
    image.src = src;
    return () => {
      current = false;
    };
  }, [src]);
  return ratio;
}

/**
 * The picture of a quiz, a question or an answer in the editor: upload (checked here for type and size,
 * then by content on the server, which resizes it), pick one from the image search, crop, remove.
 * A failed upload changes nothing and says why. `compact` is the answer-sized version.
 */
export function PictureField({
  label,
  value,
  onChange,
  error,
  compact = false,
  testId,
}: {
  label: string;
  value: PictureFields;
  onChange: (next: PictureFields) => void;
  /** An `errors.` code from the rules (e.g. image_crop_invalid), shown under the field. */
  error?: string | null;
  compact?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'crop' | 'search' | null>(null);
  const shown = shownPicture(value);
  const ratio = useNaturalRatio(value.image);

  const keep = (stored: UploadedImage, source: string | null) =>
    onChange({
      image: stored.upload_path,
      image_original: stored.image_original,
      image_placeholder: stored.image_placeholder,
      image_source: source,
      image_coordinates: null,
    });

  async function upload(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    const local = fileProblem(file);
    if (local) {
      setProblem(local);
      return;
    }
    setBusy(true);
    try {
      keep(await uploadPicture(file), null);
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.code : 'something_went_wrong');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  const message = problem ?? error ?? null;
  return (
    <fieldset
      className={`field picture-field${compact ? ' picture-field--compact' : ''}`}
      data-testid={testId}
    >
      <legend className="field__label">{label}</legend>
      <div className="picture-field__body">
        <div className="picture-field__preview">
          {shown ? (
            <Picture picture={shown} size="phone" alt={t('pictures.preview_alt')} />
          ) : (
            <div className="picture-field__empty" aria-hidden="true">
              {t('pictures.none')}
            </div>
          )}
        </div>
        <div className="picture-field__actions">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            className="visually-hidden picture-field__input"
            // The button below opens it; one stop for the keyboard, with a name that says what it does.
            tabIndex={-1}
            aria-label={value.image ? t('pictures.replace') : t('pictures.upload')}
            disabled={busy}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          <button
            type="button"
            className="button creator-button--outline creator-button--small"
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {value.image ? t('pictures.replace') : t('pictures.upload')}
          </button>
          <button
            type="button"
            className="button creator-button--outline creator-button--small"
            disabled={busy}
            onClick={() => setDialog('search')}
          >
            {t('pictures.search')}
          </button>
          {value.image ? (
            <>
              <button
                type="button"
                className="button creator-button--outline creator-button--small"
                disabled={busy}
                onClick={() => setDialog('crop')}
              >
                {value.image_coordinates ? t('pictures.crop_again') : t('pictures.crop')}
              </button>
              <button
                type="button"
                className="button creator-button--outline creator-button--small"
                disabled={busy}
                onClick={() => onChange(NO_PICTURE)}
              >
                {t('pictures.remove')}
              </button>
            </>
          ) : null}
          {busy ? (
            <p className="field__hint" role="status">
              {t('pictures.uploading')}
            </p>
          ) : null}
        </div>
      </div>
      {message ? <FieldError code={message} /> : null}
      {value.image && dialog === 'crop' ? (
        <CropDialog
          open
          src={value.image}
          pictureRatio={ratio}
          value={value.image_coordinates ?? null}
          onClose={() => setDialog(null)}
          onSave={(crop) => {
            onChange({ ...value, image_coordinates: crop });
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'search' ? (
        <SearchDialog
          open
          onClose={() => setDialog(null)}
          onKept={(kept) => {
            keep({ ...kept, upload_path: kept.img_url }, kept.source);
            setDialog(null);
          }}
        />
      ) : null}
    </fieldset>
  );
}

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BACKGROUND_PALETTE,
  BACKGROUND_TYPES,
  BLUR_MAX,
  type QuizLook,
} from '../../../../domain/quiz/look.ts';
import type { PictureFields } from '../../../../domain/shared/picture.ts';
import { PictureField } from '../../../components/picture/picture-field.tsx';
import { ApiError } from '../../../http/api-error.ts';
import { errorKey } from '../../../i18n/translation-key.ts';
import { uploadVideo, VIDEO_ACCEPT, videoFileProblem } from '../video/upload-video.ts';

/** The picture fields of the look, as the shared picture field edits them. */
const pictureOf = (look: QuizLook): PictureFields => ({
  image: look.background_image,
  image_original: look.background_image_original,
  image_source: look.background_image_source,
  image_coordinates: look.background_image_coordinates,
});

const EFFECTS = [
  ['background_image_blur', 'look.blur', BLUR_MAX],
  ['background_image_darken', 'look.darken', 100],
  ['background_image_opacity', 'look.opacity', 100],
] as const;

/**
 * What is behind the quiz: a colour (the spec's red by default, its palette, or any), a picture with
 * blur, darkening and opacity (required when a picture background is chosen: spec §5), or a silent video.
 */
export function BackgroundFields({
  look,
  onChange,
  problem,
}: {
  look: QuizLook;
  onChange: (change: Partial<QuizLook>) => void;
  problem: string | null;
}) {
  const { t } = useTranslation();
  const type = look.background_type;
  const imageProblem =
    problem === 'look_background_image_required' || problem === 'look_background_image_invalid';
  return (
    <fieldset className="field look-background">
      <legend className="field__label">{t('look.background')}</legend>
      <div className="look-background__types" role="radiogroup" aria-label={t('look.background')}>
        {BACKGROUND_TYPES.map((option) => (
          <label key={option} className="look-background__type">
            <input
              type="radio"
              name="look-background-type"
              checked={type === option}
              onChange={() => onChange({ background_type: option })}
              data-testid={`look-background-${option}`}
            />
            {t(`look.background_${option}`)}
          </label>
        ))}
      </div>
      <fieldset className="look-palette">
        <legend className="visually-hidden">{t('look.background_color')}</legend>
        {BACKGROUND_PALETTE.map((color) => (
          <button
            key={color}
            type="button"
            className="look-palette__swatch"
            style={{ background: color }}
            aria-label={color}
            aria-pressed={look.background_color === color}
            onClick={() => onChange({ background_color: color })}
          />
        ))}
        <label className="look-palette__custom">
          <input
            type="color"
            value={look.background_color}
            onChange={(event) => onChange({ background_color: event.target.value })}
            data-testid="look-background-color"
          />
          {t('look.custom_color')}
        </label>
      </fieldset>
      {type === 'image' ? (
        <PictureField
          label={t('look.background_image')}
          value={pictureOf(look)}
          onChange={(picture) =>
            onChange({
              background_image: picture.image ?? null,
              background_image_original: picture.image_original ?? null,
              background_image_source: picture.image_source ?? null,
              background_image_coordinates: picture.image_coordinates ?? null,
            })
          }
          error={imageProblem ? problem : null}
          testId="look-background-picture"
        />
      ) : null}
      {type === 'video' ? <BackgroundVideo look={look} onChange={onChange} problem={problem} /> : null}
      {type !== 'color' ? (
        <div className="look-effects">
          {EFFECTS.filter(([field]) => type === 'image' || field !== 'background_image_blur').map(
            ([field, label, max]) => (
              <label key={field} className="look-effect">
                <span>
                  {t(label)}: {look[field]}
                </span>
                <input
                  type="range"
                  min={0}
                  max={max}
                  value={look[field]}
                  onChange={(event) => onChange({ [field]: Number(event.target.value) })}
                  data-testid={`look-${field}`}
                />
              </label>
            ),
          )}
        </div>
      ) : null}
    </fieldset>
  );
}

function BackgroundVideo({
  look,
  onChange,
  problem,
}: {
  look: QuizLook;
  onChange: (change: Partial<QuizLook>) => void;
  problem: string | null;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function upload(file: File | undefined) {
    setFailure(null);
    if (!file) return;
    const local = videoFileProblem(file);
    if (local) return setFailure(local);
    setBusy(true);
    try {
      onChange({ background_video: await uploadVideo(file) });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.code : 'something_went_wrong');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }
  const message =
    failure ??
    (problem === 'look_background_video_required' || problem === 'look_background_video_invalid'
      ? problem
      : null);
  return (
    <div className="look-background__video">
      <input
        ref={input}
        type="file"
        accept={VIDEO_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('look.background_video')}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <button
        type="button"
        className="button creator-button--outline creator-button--small"
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {look.background_video ? t('pictures.replace') : t('look.background_video')}
      </button>
      {look.background_video ? (
        <button
          type="button"
          className="button creator-button--outline creator-button--small"
          onClick={() => onChange({ background_video: null })}
        >
          {t('look.remove')}
        </button>
      ) : null}
      <span className="field__hint">{busy ? t('video.uploading') : t('video.upload_hint')}</span>
      {message ? (
        <p className="field__error" role="alert">
          {t(errorKey(message))}
        </p>
      ) : null}
    </div>
  );
}

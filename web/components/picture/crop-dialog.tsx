import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import { type ImageCoordinates, isWholePicture } from '../../../domain/shared/picture.ts';
import { PictureDialog } from './picture-dialog.tsx';

/** The frame shapes a creator picks from; `null` is the picture's own shape (no fixed proportions). */
const SHAPES = [
  { key: 'wide', aspect: 16 / 9 },
  { key: 'standard', aspect: 4 / 3 },
  { key: 'square', aspect: 1 },
  { key: 'tall', aspect: 3 / 4 },
] as const;
type ShapeKey = (typeof SHAPES)[number]['key'];

const aspectOf = (key: ShapeKey) => SHAPES.find((shape) => shape.key === key)!.aspect;

/** The shape closest to a saved crop, so reopening the dialog starts where the creator left it. */
function shapeNear(crop: ImageCoordinates | null, pictureRatio: number): ShapeKey {
  if (!crop) return 'wide';
  const ratio = (pictureRatio * crop.width) / crop.height;
  return SHAPES.reduce((best, shape) =>
    Math.abs(shape.aspect - ratio) < Math.abs(best.aspect - ratio) ? shape : best,
  ).key;
}

/**
 * Choosing the part of a picture that screens show, with react-easy-crop (drag to move, pinch, wheel or
 * the slider to zoom). What is saved is the rectangle in percent of the picture (`image_coordinates`);
 * the file itself is never changed.
 */
export function CropDialog({
  open,
  src,
  pictureRatio,
  value,
  onSave,
  onClose,
}: {
  open: boolean;
  /** The picture to crop (its screen size: the same proportions as the original). */
  src: string;
  /** The picture's width over its height, to restore the saved crop's shape. */
  pictureRatio: number;
  value: ImageCoordinates | null;
  onSave: (crop: ImageCoordinates | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [shape, setShape] = useState<ShapeKey>(() => shapeNear(value, pictureRatio));
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  function save() {
    if (!area) return onClose();
    const crop = { x: area.x, y: area.y, width: area.width, height: area.height };
    onSave(isWholePicture(crop) ? null : crop);
  }

  return (
    <PictureDialog open={open} title={t('pictures.crop_title')} onClose={onClose} className="crop-dialog">
      <div className="crop-dialog__stage" data-testid="crop-stage">
        <Cropper
          image={src}
          crop={position}
          zoom={zoom}
          aspect={aspectOf(shape)}
          onCropChange={setPosition}
          onZoomChange={setZoom}
          onCropComplete={(percent) => setArea(percent)}
          initialCroppedAreaPercentages={value ?? undefined}
          disableAutomaticStylesInjection
          keyboardStep={2}
        />
      </div>
      <div className="crop-dialog__tools">
        <fieldset className="crop-dialog__shapes">
          <legend className="field__label">{t('pictures.crop_shape')}</legend>
          {SHAPES.map((option) => (
            <label key={option.key} className="crop-dialog__shape">
              <input
                type="radio"
                name={`${id}-shape`}
                checked={shape === option.key}
                onChange={() => setShape(option.key)}
              />
              {t(`pictures.shape_${option.key}`)}
            </label>
          ))}
        </fieldset>
        <label className="crop-dialog__zoom field__label" htmlFor={`${id}-zoom`}>
          {t('pictures.crop_zoom')}
          <input
            id={`${id}-zoom`}
            type="range"
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
          />
        </label>
      </div>
      <div className="picture-dialog__actions">
        <button type="button" className="button creator-button--outline" onClick={onClose}>
          {t('pictures.cancel')}
        </button>
        <button type="button" className="button creator-button--outline" onClick={() => onSave(null)}>
          {t('pictures.crop_whole')}
        </button>
        <button type="button" className="button button--accent" onClick={save} disabled={!area}>
          {t('pictures.crop_save')}
        </button>
      </div>
    </PictureDialog>
  );
}

import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PictureSize, pictureSrc, type ShownPicture } from '../../../domain/shared/picture.ts';
import './picture.css';

const WHOLE = { x: 0, y: 0, width: 100, height: 100 };

/** Width over height of a loaded image, or null before it has loaded. */
const ratioOf = (image: HTMLImageElement) =>
  image.naturalWidth > 0 && image.naturalHeight > 0 ? image.naturalWidth / image.naturalHeight : null;

/**
 * A quiz, question or answer picture as every screen shows it (domain/shared/picture.ts):
 * - the size for the device (`phone` or `screen`), so a phone never loads the projector's file;
 * - the tiny blurred placeholder until the file has loaded, in the same frame, so nothing jumps;
 * - only the cropped region: the frame takes the crop's proportions and the image inside is scaled
 *   and shifted so that region fills it (the crop is CSS over the one file, never a new file);
 * - a neat "picture not available" card when the file cannot load, never a broken-image icon.
 * The frame never grows past its box: CSS gives it a height limit (`--picture-max-height`) and the
 * width follows the crop's proportions, so the answer buttons under it stay on screen.
 */
export function Picture(props: PictureProps) {
  // A new file starts over: its own proportions, its own loading and failing.
  return <PictureFrame key={props.picture.src} {...props} />;
}

interface PictureProps {
  picture: ShownPicture;
  size: PictureSize;
  alt?: string;
  className?: string;
}

function PictureFrame({ picture, size, alt = '', className = '' }: PictureProps) {
  const { t } = useTranslation();
  const [ratio, setRatio] = useState<number | null>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const crop = picture.crop ?? WHOLE;
  // The region's own proportions: the picture's, scaled by the share of its width and height kept.
  const regionRatio = ratio === null ? 16 / 9 : (ratio * crop.width) / crop.height;
  const placed: CSSProperties = {
    width: `${(100 / crop.width) * 100}%`,
    height: `${(100 / crop.height) * 100}%`,
    left: `${(-crop.x / crop.width) * 100}%`,
    top: `${(-crop.y / crop.height) * 100}%`,
  };
  const learnRatio = (image: HTMLImageElement) => setRatio((known) => known ?? ratioOf(image));

  if (state === 'failed') {
    return (
      <div
        className={`picture picture--failed ${className}`}
        style={{ '--picture-ratio': regionRatio } as CSSProperties}
        role="img"
        aria-label={alt || t('pictures.not_available')}
        data-testid="picture-failed"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="picture__failed-icon">
          <path d="M4 5h16v14H4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <path d="m4 16 5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="15.5" cy="9" r="1.5" fill="currentColor" />
        </svg>
        <span className="picture__failed-text">{t('pictures.not_available')}</span>
      </div>
    );
  }

  return (
    <div
      className={`picture ${className}`}
      style={{ '--picture-ratio': regionRatio } as CSSProperties}
      data-state={state}
      data-testid="picture"
    >
      {picture.placeholder && state !== 'loaded' ? (
        <img
          className="picture__image picture__placeholder"
          src={picture.placeholder}
          alt=""
          style={placed}
          onLoad={(event) => learnRatio(event.currentTarget)}
        />
      ) : null}
      <img
        className="picture__image picture__full"
        src={pictureSrc(picture.src, size)}
        alt={alt}
        style={placed}
        decoding="async"
        onLoad={(event) => {
          // The file's own proportions win over the placeholder's rounded ones.
          setRatio(ratioOf(event.currentTarget));
          setState('loaded');
        }}
        onError={() => setState('failed')}
      />
    </div>
  );
}

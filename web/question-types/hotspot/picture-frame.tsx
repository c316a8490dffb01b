import type { CSSProperties, ReactNode, Ref } from 'react';
import { useImageRatio } from '../shared/use-image-ratio.ts';

interface PictureFrameProps {
  image: string;
  /** Marks, boxes and dots drawn over the picture, placed in fractions of it. */
  children?: ReactNode;
  className?: string;
  /** The layer over the picture, for pointer maths (its box is exactly the picture's). */
  overlayRef?: Ref<HTMLDivElement>;
  alt?: string;
}

/**
 * A picture with a layer exactly its size on top: the frame takes the picture's proportions and is as
 * large as its place allows (`--picture-max-height`, the width available), a small picture scaled up
 * for a projector, so a box at x = 0.5 sits at the middle of the picture on every screen.
 */
export function PictureFrame({ image, children, className, overlayRef, alt = '' }: PictureFrameProps) {
  const ratio = useImageRatio(image);
  const style = { '--picture-ratio': ratio } as CSSProperties;
  return (
    <div className={['picture-frame', className].filter(Boolean).join(' ')} style={style}>
      <img className="picture-frame__image" src={image} alt={alt} draggable={false} />
      <div className="picture-frame__overlay" ref={overlayRef}>
        {children}
      </div>
    </div>
  );
}

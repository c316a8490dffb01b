import type { ReactNode, Ref } from 'react';

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
 * A picture with a layer exactly its size on top: the frame shrinks to the picture, so a box at
 * x = 0.5 sits at the middle of the picture on every screen, whatever the picture's shape.
 */
export function PictureFrame({ image, children, className, overlayRef, alt = '' }: PictureFrameProps) {
  return (
    <div className={['picture-frame', className].filter(Boolean).join(' ')}>
      <img className="picture-frame__image" src={image} alt={alt} draggable={false} />
      <div className="picture-frame__overlay" ref={overlayRef}>
        {children}
      </div>
    </div>
  );
}

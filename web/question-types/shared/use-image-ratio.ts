import { useEffect, useState } from 'react';

/**
 * The picture's width over its height once it has loaded (1 until then, or if it cannot load), so a view
 * cut into tiles or pieces keeps the picture's proportions instead of stretching it to a square.
 */
export function useImageRatio(src: string): number {
  const [ratio, setRatio] = useState(1);
  useEffect(() => {
    let current = true;
    const image = new Image();
    image.onload = () => {
      if (current && image.naturalWidth > 0 && image.naturalHeight > 0)
        setRatio(image.naturalWidth / image.naturalHeight);
    };
    image.src = src;
    return () => {
      current = false;
    };
  }, [src]);
  return ratio;
}

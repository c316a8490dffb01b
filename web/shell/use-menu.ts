import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * An open/closed menu that closes as people expect: on Escape, on a tap outside `ref`'s element, and
 * when a new page is shown.
 */
export function useMenu<T extends HTMLElement>(): {
  open: boolean;
  setOpen: (next: boolean | ((was: boolean) => boolean)) => void;
  ref: RefObject<T | null>;
} {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const ref = useRef<T>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const closeOutside = (event: PointerEvent) =>
      !ref.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  return { open, setOpen, ref };
}

import { type RefObject, useEffect, useState } from 'react';

/**
 * Focus that follows an action: an element id to focus after the next render (a new question's title,
 * a moved question's button), and a counter that, when bumped, focuses the first invalid field.
 */
export function usePendingFocus(rootRef: RefObject<HTMLElement | null>) {
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  const [focusProblem, setFocusProblem] = useState(0);

  useEffect(() => {
    if (pendingFocus === null) return;
    document.getElementById(pendingFocus)?.focus();
    setPendingFocus(null);
  }, [pendingFocus]);

  useEffect(() => {
    if (focusProblem === 0) return;
    rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusProblem, rootRef]);

  return {
    focusLater: (id: string) => setPendingFocus(id),
    focusFirstProblem: () => setFocusProblem((n) => n + 1),
  };
}

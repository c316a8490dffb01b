import { type RefObject, useEffect } from 'react';

const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.tagName === 'TEXTAREA' ||
    (target.tagName === 'INPUT' &&
      (target as HTMLInputElement).type !== 'checkbox' &&
      (target as HTMLInputElement).type !== 'radio'));

/**
 * Ctrl+Z (⌘Z on a Mac) undoes the editor's last change, except inside a text box, where the browser's
 * own undo of the typing comes first.
 */
export function useUndoShortcut(rootRef: RefObject<HTMLElement | null>, undo: () => void) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || event.shiftKey || !(event.ctrlKey || event.metaKey)) return;
      if (isTextEntry(event.target)) return;
      event.preventDefault();
      undo();
    };
    root.addEventListener('keydown', onKey);
    return () => root.removeEventListener('keydown', onKey);
  }, [rootRef, undo]);
}

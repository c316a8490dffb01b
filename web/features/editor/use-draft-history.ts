import { useCallback, useState } from 'react';
import type { QuizDraft } from './quiz-draft.ts';

/** How many changes Undo can take back. */
export const UNDO_STEPS = 50;
/** Edits closer together than this (a burst of typing) are one step to undo, not one per key. */
const BURST_MS = 1000;

/** A whole step (add, delete, move, copy, switch) rather than part of a burst of typing. */
export type ChangeKind = 'edit' | 'step';

interface History {
  present: QuizDraft;
  past: QuizDraft[];
  lastEditAt: number;
}

/** The draft with its undo history: every change is a new draft, and Undo goes back one step. */
export function useDraftHistory(initial: () => QuizDraft) {
  const [history, setHistory] = useState<History>(() => ({ present: initial(), past: [], lastEditAt: 0 }));

  const change = useCallback((update: (draft: QuizDraft) => QuizDraft, kind: ChangeKind = 'edit') => {
    setHistory((current) => {
      const next = update(current.present);
      if (next === current.present) return current;
      const now = Date.now();
      const sameBurst = kind === 'edit' && current.lastEditAt > 0 && now - current.lastEditAt < BURST_MS;
      return {
        present: next,
        past: sameBurst ? current.past : [...current.past, current.present].slice(-UNDO_STEPS),
        lastEditAt: kind === 'edit' ? now : 0,
      };
    });
  }, []);

  const undo = useCallback(() => {
    setHistory((current) => {
      const previous = current.past.at(-1);
      if (!previous) return current;
      return { present: previous, past: current.past.slice(0, -1), lastEditAt: 0 };
    });
  }, []);

  /** Starts over from `draft` (another version was loaded): nothing before it can be undone. */
  const reset = useCallback(
    (draft: QuizDraft) => setHistory({ present: draft, past: [], lastEditAt: 0 }),
    [],
  );

  return { draft: history.present, canUndo: history.past.length > 0, change, undo, reset };
}

import { atom } from 'jotai';

/** The latest uncaught error's message, shown in the dismissable banner; null when dismissed. */
export const globalErrorAtom = atom<string | null>(null);

import { atom } from 'jotai';
import type { TranslationKey } from '../i18n/translation-key.ts';
import { appStore } from '../state/app-store.ts';

/** Spec §9: toasts stay 1500 ms. */
export const TOAST_DURATION_MS = 1500;

export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  messageKey: TranslationKey;
}

export const toastsAtom = atom<readonly Toast[]>([]);

let nextToastId = 1;

export function showToast(kind: ToastKind, messageKey: TranslationKey): void {
  const id = nextToastId++;
  appStore.set(toastsAtom, (toasts) => [...toasts, { id, kind, messageKey }]);
  setTimeout(
    () => appStore.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id)),
    TOAST_DURATION_MS,
  );
}

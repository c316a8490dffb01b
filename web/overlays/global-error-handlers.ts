import { reportClientError } from '../http/client-error-report.ts';
import { appStore } from '../state/app-store.ts';
import { globalErrorAtom } from './error-banner-state.ts';

/** Shows an error nobody handled in the global banner (spec §8) and sends it to the server log. */
export function showUncaughtError(error: unknown): void {
  appStore.set(globalErrorAtom, error instanceof Error ? error.message : String(error));
  reportClientError(error);
}

export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) => showUncaughtError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => showUncaughtError(event.reason));
}

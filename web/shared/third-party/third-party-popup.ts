import type { ThirdPartyLoginMessage, ThirdPartyProvider } from '../../../api/contracts/third-party.ts';
import {
  isInAppBrowser,
  loginMessageFor,
  POPUP_POLL_MS,
  popupFeatures,
  popupPath,
  THIRD_PARTY_RESULT_STORAGE_KEY,
} from './third-party-rules.ts';

export type PopupOutcome =
  | { status: 'success'; provider: ThirdPartyProvider; isCreated: boolean }
  /** `error` is an `errors.` code from the server; null when the popup was closed without an answer. */
  | { status: 'failure'; error: string | null };

export type PopupStart = { status: 'unavailable' } | { status: 'opened'; outcome: Promise<PopupOutcome> };

/** A popup the script closes itself reports `closed` a moment before its last message may be handled. */
const CLOSE_GRACE_MS = 250;

/**
 * Opens the 650×700 sign-in popup at /3rd-party-login/{provider} (spec §2) and waits for its answer:
 * a window message or a storage event with action `3rd-login` for this attempt. The popup is checked
 * every 800 ms; closed without an answer is a failure. `unavailable` when no popup can open (blocked,
 * or an in-app browser); call it straight from a click, or browsers block it.
 */
export function openLoginPopup(provider: ThirdPartyProvider, redirect: string): PopupStart {
  if (isInAppBrowser(navigator.userAgent)) return { status: 'unavailable' };
  const attempt = randomAttemptId();
  let popup: Window | null = null;
  try {
    popup = window.open(
      popupPath(provider, redirect, attempt),
      `kviss-3rd-login-${provider}`,
      popupFeatures(window),
    );
  } catch {
    popup = null;
  }
  if (!popup) return { status: 'unavailable' };
  const opened = popup;

  const outcome = new Promise<PopupOutcome>((resolve) => {
    let settled = false;
    const finish = (result: PopupOutcome) => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      window.removeEventListener('message', onMessage);
      window.removeEventListener('storage', onStorage);
      resolve(result);
    };
    const answer = (message: ThirdPartyLoginMessage | null) => {
      if (!message) return;
      finish(
        message.status === 'success'
          ? { status: 'success', provider: message.provider, isCreated: message.is_created }
          : { status: 'failure', error: message.error ?? 'third_party_login_failed' },
      );
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) answer(loginMessageFor(event.data, attempt));
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === THIRD_PARTY_RESULT_STORAGE_KEY && event.newValue) {
        answer(loginMessageFor(event.newValue, attempt));
      }
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('storage', onStorage);
    const poll = setInterval(() => {
      if (!opened.closed) return;
      clearInterval(poll);
      setTimeout(() => finish({ status: 'failure', error: null }), CLOSE_GRACE_MS);
    }, POPUP_POLL_MS);
  });
  return { status: 'opened', outcome };
}

/** Opens a provider's logout in a popup of the same size; nothing happens when it is blocked. */
export function openLogoutPopup(url: string): void {
  try {
    window.open(url, 'kviss-3rd-logout', popupFeatures(window));
  } catch {
    // A blocked popup only means the provider's own session stays; Kviss's ends either way.
  }
}

function randomAttemptId(): string {
  // crypto.randomUUID exists only in secure contexts; a school server may be reached over plain http.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

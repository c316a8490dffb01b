import {
  THIRD_PARTY_RESULT_STORAGE_KEY,
  type ThirdPartyLoginMessage,
  type ThirdPartyProvider,
} from '../../../api/contracts/third-party.ts';

/**
 * The rules of the third-party sign-in popup (spec §2), pure so they are unit-tested: the popup's size
 * and poll interval, which browsers cannot open one, and which messages answer this page's attempt.
 */
export const POPUP_WIDTH = 650;
export const POPUP_HEIGHT = 700;
/** How often the opener checks whether the popup was closed. */
export const POPUP_POLL_MS = 800;
/** Spec §2: after school logout the user goes to /skoler after 800 ms. */
export const SCHOOL_LOGOUT_DELAY_MS = 800;
export const SCHOOL_LANDING_PATH = '/skoler';
export const THIRD_PARTY_LOGIN_ROUTE = '/3rd-party-login';
/** The query parameter a sign-in that could not return to its opener brings back to the login page. */
export const THIRD_PARTY_ERROR_PARAM = 'third_party_error';

export const PROVIDER_NAMES: Readonly<Record<ThirdPartyProvider, string>> = {
  google: 'Google',
  feide: 'Feide',
};

export function isThirdPartyProvider(value: unknown): value is ThirdPartyProvider {
  return value === 'google' || value === 'feide';
}

/**
 * In-app browsers (Facebook, Instagram, TikTok, Snapchat, LINE, WeChat, Android web views) either
 * cannot open a second window or are refused by the providers, so sign-in there cannot work.
 */
export function isInAppBrowser(userAgent: string): boolean {
  return /FBAN|FBAV|FB_IAB|Instagram|Musical_ly|BytedanceWebview|TikTok|Snapchat|\bLine\/|MicroMessenger|; wv\)/i.test(
    userAgent,
  );
}

/** `window.open` features for a 650×700 popup centred over the current window. */
export function popupFeatures(frame: {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}) {
  const left = Math.max(0, Math.round(frame.screenX + (frame.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(frame.screenY + (frame.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

/** The popup route's path: `/3rd-party-login/{provider}?redirect=…&attempt=…`. */
export function popupPath(provider: ThirdPartyProvider, redirect: string, attempt: string): string {
  const query = new URLSearchParams({ redirect, attempt });
  return `${THIRD_PARTY_LOGIN_ROUTE}/${provider}?${query}`;
}

/**
 * A sign-in result for `attempt`, from a window message's data or a storage event's new value; null
 * for anything else (another tab's attempt, a logout message, junk).
 */
export function loginMessageFor(data: unknown, attempt: string): ThirdPartyLoginMessage | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Partial<ThirdPartyLoginMessage>;
  if (message.action !== '3rd-login') return null;
  if (message.status !== 'success' && message.status !== 'failure') return null;
  // A failure the server could not tie to an attempt (its flow cookie was gone) is still this page's news.
  const ours = message.attempt === attempt || (message.attempt === null && message.status === 'failure');
  if (!ours) return null;
  if (!isThirdPartyProvider(message.provider)) return null;
  return {
    action: '3rd-login',
    status: message.status,
    provider: message.provider,
    attempt: message.attempt ?? null,
    is_created: message.is_created === true,
    error: typeof message.error === 'string' ? message.error : null,
  };
}

/** Whether a storage event's new value says that some window of this site has just signed in. */
export function announcesSignIn(raw: string | null): boolean {
  if (!raw) return false;
  try {
    const { attempt } = JSON.parse(raw) as { attempt?: unknown };
    return typeof attempt === 'string' && loginMessageFor(raw, attempt)?.status === 'success';
  } catch {
    return false;
  }
}

export { THIRD_PARTY_RESULT_STORAGE_KEY };

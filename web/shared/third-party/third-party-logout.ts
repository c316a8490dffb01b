import { FEIDE_DATA_TOKEN_COOKIE } from '../../../api/contracts/third-party.ts';
import type { Provider } from '../../../domain/user/rules.ts';
import { cookieValue } from '../../state/cookies.ts';
import { logoutUrl } from './third-party-api.ts';
import { openLogoutPopup } from './third-party-popup.ts';

/**
 * Spec §4: a Feide session needs the separate Feide data token beside the access token; without it (it
 * lives for a school day, and the browser drops it then) the session is cleared.
 */
export function lacksFeideDataToken(claims: { provider: Provider }, cookies = document.cookie): boolean {
  return claims.provider === 'feide' && !cookieValue(cookies, FEIDE_DATA_TOKEN_COOKIE);
}

/** Spec §2: a Feide user's logout also ends the Feide session, in the provider's logout popup. */
export function openSchoolLogoutPopup(): void {
  openLogoutPopup(logoutUrl('feide'));
}

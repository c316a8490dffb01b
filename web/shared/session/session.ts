import type { Session } from '../../../api/contracts/auth.ts';
import { setApiAuthentication } from '../../http/api-client.ts';
import { ApiError } from '../../http/api-error.ts';
import { appStore } from '../../state/app-store.ts';
import { lacksFeideDataToken } from '../third-party/third-party-logout.ts';
import {
  forgetAccount,
  readRememberedAccounts,
  rememberAccount,
  startRememberedAccounts,
} from './remembered-accounts.ts';
import type { RememberedAccount } from './remembered-accounts-rules.ts';
import {
  fetchSessionUser,
  logOut,
  refreshSession,
  type SessionUser,
  switchToAccount,
  validateToken,
} from './session-api.ts';
import { forgetStoredSession, readStoredSession, storeSession } from './session-cookies.ts';
import { endsSession, restoreStep } from './session-rules.ts';
import { lastProviderAtom, lastUserAtom, sessionAtom } from './session-state.ts';
import { reportTeacherVisit } from './teacher-activity.ts';
import {
  clockSkewSeconds,
  decodeTokenClaims,
  renewDelayMs,
  type TokenClaims,
  tokenStanding,
} from './token-claims.ts';

/**
 * The signed-in session of this tab (spec §4 "Sign-in"). The cookies hold it, so every tab shares one
 * session; this module keeps the session atom in step with them, renews the access token before it runs
 * out, and gives the API client the token to send.
 *
 * Refresh tokens work once, so two tabs must not renew with the same one: renewals take a Web Lock, and
 * a tab that finds fresher cookies than its own adopts them instead of renewing.
 */

/** After a network failure, try again this much later; the `online` event may come sooner. */
const RETRY_AFTER_NETWORK_FAILURE_MS = 15_000;
const RENEWAL_LOCK = 'kviss-session-renewal';

/** How far the server's clock is ahead of this browser's, learnt from the newest token's `iat`. */
let skewSeconds = 0;
let renewTimer: ReturnType<typeof setTimeout> | undefined;
let renewal: Promise<string | null> | null = null;

const serverNow = () => Date.now() / 1000 + skewSeconds;

/** Restores the session from the cookies and connects it to the API client; called once, before the first render. */
export function startSession(): void {
  setApiAuthentication({ tokenForRequest, renewAfterRejection });
  startRememberedAccounts();
  // Another tab may have signed in, out, or renewed while this one was hidden; timers also sleep in hidden tabs.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') syncWithCookies();
  });
  window.addEventListener('online', syncWithCookies);
  restoreFromCookies({ validate: true });
}

/** Signs the user in with a reply of login, register or refresh. */
export function adoptSession(session: Session): void {
  const claims = decodeTokenClaims(session.token);
  if (!claims) throw new Error('the server sent a token the app cannot read');
  skewSeconds = clockSkewSeconds(claims, Date.now() / 1000);
  storeSession(session.token, session.user.provider);
  // Signed in as a remembered account: it is the current one now, no longer a switch target.
  forgetAccount(session.user._id);
  appStore.set(lastProviderAtom, session.user.provider);
  adoptToken(session.token, claims, session.user);
}

/**
 * A token the server re-signed for the same session because its claims changed (a school created,
 * joined or switched to: `school_id`, `schools[]`): the same account, new claims.
 */
export function adoptReissuedToken(token: string): void {
  const claims = decodeTokenClaims(token);
  const state = appStore.get(sessionAtom);
  if (!claims || state.status !== 'signed-in' || claims.sub !== state.claims.sub) return;
  storeSession(token, claims.provider);
  adoptToken(token, claims, state.user);
}

/** Takes up the session a third-party sign-in popup stored in the cookies. */
export function adoptStoredSession(): void {
  restoreFromCookies({ validate: false });
}

/** Keeps the account details from `GET /api/users/me` or a confirmation beside the token. */
export function updateSessionUser(update: (user: SessionUser | null) => SessionUser | null): void {
  appStore.set(sessionAtom, (state) =>
    state.status === 'signed-in' ? { ...state, user: update(state.user) } : state,
  );
}

/** Ends the session here and on the server; the `last_provider` cookie stays. */
export async function signOut(): Promise<void> {
  const { token } = readStoredSession();
  const userId = token ? decodeTokenClaims(token)?.sub : undefined;
  const state = appStore.get(sessionAtom);
  // Only this account: the other remembered accounts stay for switching.
  if (state.status === 'signed-in') forgetAccount(state.claims.sub);
  endSession({ loggedOut: true });
  // If the server cannot be reached, its refresh token simply runs out.
  if (userId) await logOut(userId).catch(() => {});
}

/**
 * "Add another account": the signed-in account is remembered (its refresh cookie stays, still valid on the
 * server) and the session here ends, so the login page can sign in a second account.
 */
export async function stepAsideForAnotherAccount(): Promise<void> {
  if (renewal) await renewal;
  const current = currentAsRemembered();
  if (current) rememberAccount(current);
  endSession();
}

export type SwitchOutcome = 'switched' | 'expired' | 'suspended' | 'failed';

/**
 * Switches to a remembered account (`POST /api/users/switch-account`): its refresh token is used up for
 * a fresh session, and the account switched away from is remembered with its own refresh token. A token
 * the server no longer takes removes that account from the list (`expired`).
 */
export async function switchAccount(userId: string): Promise<SwitchOutcome> {
  const target = readRememberedAccounts().find((account) => account.userId === userId);
  if (!target) return 'expired';
  if (renewal) await renewal;
  // Under the renewal lock, so no tab rotates the current refresh token while it is being remembered.
  return withRenewalLock(async (): Promise<SwitchOutcome> => {
    let session: Session;
    try {
      session = await switchToAccount(target.userId);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.code === 'validation_failed')) {
        forgetAccount(userId);
        return 'expired';
      }
      if (error instanceof ApiError && error.status === 403) return 'suspended';
      return 'failed';
    }
    const current = currentAsRemembered();
    adoptSession(session);
    if (current && current.userId !== session.user._id) rememberAccount(current);
    return 'switched';
  });
}

/** The signed-in account as a remembered one; null when signed out. */
function currentAsRemembered(): RememberedAccount | null {
  const state = appStore.get(sessionAtom);
  if (state.status !== 'signed-in') return null;
  const known = readRememberedAccounts().find((account) => account.userId === state.claims.sub);
  return {
    userId: state.claims.sub,
    name: state.user?.name ?? known?.name ?? '',
    email: state.user?.email ?? state.claims.email,
    provider: state.claims.provider,
  };
}

function restoreFromCookies({ validate }: { validate: boolean }): void {
  const stored = readStoredSession();
  appStore.set(lastProviderAtom, stored.lastProvider);
  const claims = stored.token ? decodeTokenClaims(stored.token) : null;
  if (claims) rememberLastUser(claims);
  // A token cookie means the server set this account's refresh cookie with it (if it has not ended since).
  switch (restoreStep(claims, claims !== null || stored.legacyRefreshToken !== null, serverNow())) {
    case 'use-token':
      adoptToken(stored.token!, claims!, null);
      if (validate) validateInBackground(stored.token!);
      return;
    case 'renew':
      // The state stays as it is meanwhile: `starting` at start-up, so the guards wait for the answer.
      void renew();
      return;
    case 'signed-out':
      endSession();
      return;
  }
}

function adoptToken(token: string, claims: TokenClaims, user: SessionUser | null): void {
  rememberLastUser(claims);
  if (lacksFeideDataToken(claims)) {
    endSession();
    return;
  }
  const previous = appStore.get(sessionAtom);
  // A renewed token for the same account keeps the details already fetched.
  const keptUser =
    user ?? (previous.status === 'signed-in' && previous.claims.sub === claims.sub ? previous.user : null);
  appStore.set(sessionAtom, { status: 'signed-in', token, claims, user: keptUser });
  clearTimeout(renewTimer);
  renewTimer = setTimeout(() => void renew(), renewDelayMs(claims, serverNow()));
  reportTeacherVisit(claims);
}

function rememberLastUser(claims: TokenClaims): void {
  appStore.set(lastUserAtom, { provider: claims.provider, schoolId: claims.schoolId });
}

function endSession({ loggedOut = false } = {}): void {
  clearTimeout(renewTimer);
  forgetStoredSession();
  appStore.set(sessionAtom, { status: 'signed-out', loggedOut });
}

/** Spec §4: a token the server refuses ends the session, after one try to renew it; a network error does not. */
function validateInBackground(token: string): void {
  validateToken(token).then(
    () => fillInUser(token),
    async (error: unknown) => {
      if (!endsSession(error)) return;
      const state = appStore.get(sessionAtom);
      if (state.status === 'signed-in' && state.token === token) await renew();
    },
  );
}

/**
 * A session restored from the token cookie knows the account only by its claims; its details (the name
 * the header shows, not the e-mail) come from the server once the token has been found good.
 */
async function fillInUser(token: string): Promise<void> {
  const user = await fetchSessionUser(token).catch(() => null);
  const state = appStore.get(sessionAtom);
  if (user && state.status === 'signed-in' && state.token === token && state.user === null) {
    updateSessionUser(() => user);
  }
}

/** One renewal at a time in this tab; the promise gives the new token, or null when there is none. */
function renew(): Promise<string | null> {
  renewal ??= withRenewalLock(renewNow).finally(() => {
    renewal = null;
  });
  return renewal;
}

function withRenewalLock<T>(task: () => Promise<T>): Promise<T> {
  // Web Locks exist only in secure contexts (https, localhost); elsewhere the cookie checks below suffice.
  return 'locks' in navigator && navigator.locks ? navigator.locks.request(RENEWAL_LOCK, task) : task();
}

async function renewNow(): Promise<string | null> {
  const stored = readStoredSession();
  const state = appStore.get(sessionAtom);
  const ours = state.status === 'signed-in' ? state.token : null;
  // Another tab renewed while this one waited for the lock: its token is ours too.
  if (stored.token && stored.token !== ours) {
    const claims = decodeTokenClaims(stored.token);
    if (claims && tokenStanding(claims, serverNow()) === 'fresh') {
      adoptToken(stored.token, claims, null);
      return stored.token;
    }
  }
  const userId = stored.token ? decodeTokenClaims(stored.token)?.sub : undefined;
  if (!userId && !stored.legacyRefreshToken) {
    endSession();
    return null;
  }
  try {
    const session = await refreshSession(userId ?? '', stored.legacyRefreshToken ?? undefined);
    adoptSession(session);
    return session.token;
  } catch (error) {
    if (endsSession(error)) {
      // Without Web Locks, a tab renewing at the same moment may have used the refresh token first.
      const now = readStoredSession();
      if (now.token && now.token !== stored.token) {
        restoreFromCookies({ validate: false });
        return readStoredSession().token;
      }
      endSession();
      return null;
    }
    keepSessionThroughFailure();
    return null;
  }
}

/** Offline or a server fault: keep the cookies and try again later (spec §4). */
function keepSessionThroughFailure(): void {
  clearTimeout(renewTimer);
  renewTimer = setTimeout(syncWithCookies, RETRY_AFTER_NETWORK_FAILURE_MS);
  const state = appStore.get(sessionAtom);
  const stillValid = state.status === 'signed-in' && tokenStanding(state.claims, serverNow()) !== 'expired';
  // An expired token signs nobody in, but the cookies stay so the next try can renew it.
  if (!stillValid) appStore.set(sessionAtom, { status: 'signed-out' });
}

function syncWithCookies(): void {
  if (renewal) return;
  const stored = readStoredSession();
  const state = appStore.get(sessionAtom);
  if (state.status === 'signed-in') {
    if (stored.token === state.token && tokenStanding(state.claims, serverNow()) === 'fresh') return;
  } else if (stored.token === null && stored.legacyRefreshToken === null) {
    return;
  }
  restoreFromCookies({ validate: false });
}

async function tokenForRequest(): Promise<string | null> {
  if (renewal) await renewal;
  const state = appStore.get(sessionAtom);
  if (state.status !== 'signed-in') return null;
  const standing = tokenStanding(state.claims, serverNow());
  if (standing === 'fresh') return state.token;
  const renewed = await renew();
  // Renewal failed for now (offline): a token that has not run out still works.
  return renewed ?? (standing === 'renew' ? state.token : null);
}

async function renewAfterRejection(rejected: string): Promise<string | null> {
  const state = appStore.get(sessionAtom);
  if (state.status === 'signed-in' && state.token !== rejected) return state.token;
  return renew();
}

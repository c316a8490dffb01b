import { atom } from 'jotai';
import type { Provider } from '../../../domain/user/rules.ts';
import type { LastUser, Viewer } from '../../routing/route-guards.ts';
import type { SessionUser } from './session-api.ts';
import type { TokenClaims } from './token-claims.ts';

export type SessionState =
  /** Restoring the session from the cookies (a renewal is on its way). */
  | { status: 'starting' }
  /** `loggedOut`: ended by the logout button in this tab, which is on its way to the front page. */
  | { status: 'signed-out'; loggedOut?: boolean }
  | {
      status: 'signed-in';
      token: string;
      claims: TokenClaims;
      /** The account as the server last described it; null until a sign-in or renewal reply or /me. */
      user: SessionUser | null;
    };

export const sessionAtom = atom<SessionState>({ status: 'starting' });

/** Who signed in last in this tab, kept after sign-out so the guards can choose the school login. */
export const lastUserAtom = atom<LastUser | null>(null);

/** The `last_provider` cookie: how this device last signed in. */
export const lastProviderAtom = atom<Provider | null>(null);

/** The session as the route guards see it. */
export const viewerAtom = atom<Viewer>((get) => {
  const session = get(sessionAtom);
  switch (session.status) {
    case 'starting':
      return { status: 'starting' };
    case 'signed-in':
      return {
        status: 'signed-in',
        role: session.claims.role,
        provider: session.claims.provider,
        schoolId: session.claims.schoolId,
      };
    case 'signed-out':
      return {
        status: 'signed-out',
        lastUser: get(lastUserAtom),
        lastProvider: get(lastProviderAtom),
        loggedOut: session.loggedOut === true,
      };
    default: {
      const unknown: never = session;
      throw new Error(`unknown session state ${JSON.stringify(unknown)}`);
    }
  }
});

import { isSchoolUser, type Provider, type Role, STUDENT_ROLES } from '../../domain/user/rules.ts';
import { isLanguage, type Language } from '../i18n/languages.ts';
import { loginPath } from '../shared/paths/login-paths.ts';
import { SCHOOL_LANDING_PATH } from '../shared/third-party/third-party-rules.ts';

/**
 * The access rules of spec §2, as a pure function of (guards, who is looking, where): the route table
 * names them per route and `GuardedPage` applies the decision.
 *
 * - `login`: signed-out visitors go to `/login?path=…`, or `/login-skoler?path=…` for school users.
 * - `login-simple`: the same redirect, for the pages the spec gives "a simpler guard".
 * - `not-student`: students are sent from the creator area to the school join page.
 * - `locale`: the route ends in a product language; without one it gets the visitor's.
 * - `quiz-loaded`, `player-quiz-loaded`, `play-title`: recorded only; the live-games issue enforces them.
 */
export type Guard =
  | 'login'
  | 'login-simple'
  | 'not-student'
  | 'locale'
  | 'quiz-loaded'
  | 'player-quiz-loaded'
  | 'play-title';

/** Who signed in last on this device; school users are sent to the school login page. */
export interface LastUser {
  provider: Provider;
  schoolId: string | null;
}

export type Viewer =
  /** The session is being restored (a token refresh is on its way): nothing can be decided yet. */
  | { status: 'starting' }
  | {
      status: 'signed-out';
      lastUser: LastUser | null;
      lastProvider: Provider | null;
      /** Logged out with the logout button here: the page on its way out goes home, not to log in. */
      loggedOut: boolean;
    }
  | { status: 'signed-in'; role: Role; provider: Provider; schoolId: string | null };

export interface GuardContext {
  viewer: Viewer;
  pathname: string;
  search: string;
  /** The route's `:locale` parameter, if it has one and it was given. */
  locale: string | undefined;
  /** The language cookie, else the visitor's country's language, else English (spec §2 "/my-quiz"). */
  preferredLanguage: Language;
}

export type GuardDecision = { kind: 'show' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/** Where the school join page is; students land there instead of the creator area. */
export const STUDENT_HOME = '/join';

const SHOW: GuardDecision = { kind: 'show' };
const WAIT: GuardDecision = { kind: 'wait' };

/** The first guard that does not simply show the page decides; the table lists them in the order they apply. */
export function decideGuards(guards: readonly Guard[], context: GuardContext): GuardDecision {
  for (const guard of guards) {
    const decision = decideGuard(guard, context);
    if (decision.kind !== 'show') return decision;
  }
  return SHOW;
}

function decideGuard(guard: Guard, context: GuardContext): GuardDecision {
  switch (guard) {
    case 'login':
    case 'login-simple':
      return requireSignedIn(context);
    case 'not-student':
      return keepStudentsOut(context.viewer);
    case 'locale':
      return requireLocale(context);
    case 'quiz-loaded':
    case 'player-quiz-loaded':
    case 'play-title':
      return SHOW;
    default: {
      const unknown: never = guard;
      throw new Error(`unknown guard ${String(unknown)}`);
    }
  }
}

function requireSignedIn({ viewer, pathname, search }: GuardContext): GuardDecision {
  if (viewer.status === 'starting') return WAIT;
  if (viewer.status === 'signed-in') return SHOW;
  // A guarded page may still be on screen a moment after the logout (its successor's render is pending):
  // it must not send someone who just chose to leave to the login page.
  if (viewer.loggedOut)
    return { kind: 'redirect', to: prefersSchoolLogin(viewer) ? SCHOOL_LANDING_PATH : '/' };
  return { kind: 'redirect', to: loginPath(`${pathname}${search}`, prefersSchoolLogin(viewer)) };
}

/** Feide sign-ins and members of a school use the school login page (spec §2 "Login required"). */
export function prefersSchoolLogin(viewer: Extract<Viewer, { status: 'signed-out' }>): boolean {
  return viewer.lastProvider === 'feide' || (viewer.lastUser !== null && isSchoolUser(viewer.lastUser));
}

function keepStudentsOut(viewer: Viewer): GuardDecision {
  if (viewer.status === 'starting') return WAIT;
  if (viewer.status === 'signed-in' && STUDENT_ROLES.includes(viewer.role)) {
    return { kind: 'redirect', to: STUDENT_HOME };
  }
  return SHOW;
}

function requireLocale({ pathname, search, locale, preferredLanguage }: GuardContext): GuardDecision {
  if (isLanguage(locale)) return SHOW;
  const base = pathname.replace(/\/+$/, '');
  // `/my-quiz` gains the language; an unknown one (`/my-quiz/xx`) is replaced by it.
  const parent = locale === undefined ? base : base.slice(0, base.lastIndexOf('/'));
  return { kind: 'redirect', to: `${parent}/${preferredLanguage}${search}` };
}

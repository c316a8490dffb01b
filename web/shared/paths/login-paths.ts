/**
 * Where sign-in pages live and where they lead afterwards. Pure, so the open-redirect check is unit-tested.
 */

export const LOGIN_PATH = '/login';
export const SCHOOL_LOGIN_PATH = '/login-skoler';
export const REGISTER_PATH = '/register';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
/** Where a signed-in user lands when nothing else was asked for. */
export const AFTER_LOGIN_DEFAULT = '/my-quiz';

/** The query parameter that carries the page to return to (spec §2: "the original path encoded in a path query"). */
export const RETURN_PARAM = 'path';

// Returning to a sign-in page after signing in would only show it again.
const SIGN_IN_PAGES = [LOGIN_PATH, SCHOOL_LOGIN_PATH, REGISTER_PATH, FORGOT_PASSWORD_PATH, '/reset-password'];

const PLACEHOLDER_ORIGIN = 'https://kviss.invalid';

/**
 * `raw` when it is a path on this site (`/me`, `/edit/1?x=y`), else null. Refuses anything a browser could
 * read as another site: `//evil.example`, `/\evil.example`, `https://…`, control characters.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers read "\" as "/" in URLs, and control characters can be stripped before parsing.
  if ([...raw].some(isBackslashOrControl)) return null;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function isBackslashOrControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return char === '\\' || code < 0x20 || code === 0x7f;
}

/** Whether `path` is one of the sign-in pages (log in, school login, register, forgot or reset password). */
export function isSignInPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  return SIGN_IN_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/** Where to go once signed in: the `path` query parameter when it is safe, otherwise my quizzes. */
export function afterLoginTarget(search: string): string {
  const requested = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
  return requested && !isSignInPage(requested) ? requested : AFTER_LOGIN_DEFAULT;
}

/** `/login?path=%2Fme`, or the school login page; without a return path, just the page. */
export function loginPath(returnTo: string | null, school = false): string {
  const page = school ? SCHOOL_LOGIN_PATH : LOGIN_PATH;
  const safe = safeReturnPath(returnTo);
  return safe && !isSignInPage(safe) ? `${page}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : page;
}

/** The sign-up page, returning to `returnTo` (a path on this site) once the account exists. */
export function registerPath(returnTo: string | null): string {
  const safe = safeReturnPath(returnTo);
  return safe && !isSignInPage(safe)
    ? `${REGISTER_PATH}?${RETURN_PARAM}=${encodeURIComponent(safe)}`
    : REGISTER_PATH;
}

/** Another sign-in page (register, forgot password, …) that keeps the same return path. */
export function withReturnPath(page: string, search: string): string {
  const requested = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
  return requested && !isSignInPage(requested)
    ? `${page}?${RETURN_PARAM}=${encodeURIComponent(requested)}`
    : page;
}

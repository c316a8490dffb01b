const PLACEHOLDER_ORIGIN = 'https://kviss.invalid';

/**
 * `raw` when it is a path on this site (`/me`, `/edit/1?x=y`), else null: never `//evil.example`,
 * `/\evil.example`, an absolute URL or control characters (the same rule as the web app's login paths).
 */
export function sameSitePath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048 || !raw.startsWith('/') || raw.startsWith('//')) return null;
  if ([...raw].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PLACEHOLDER_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}

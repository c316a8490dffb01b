/** Reading and writing first-party cookies; the parsing half is pure so it can be unit-tested. */

const SECONDS_PER_DAY = 24 * 60 * 60;

/** The value of cookie `name` in a `document.cookie` style string, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function readCookie(name: string): string | null {
  return cookieValue(document.cookie, name);
}

export function writeCookie(name: string, value: string, days: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * SECONDS_PER_DAY}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

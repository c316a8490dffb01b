/**
 * Shared by play alone and play together (whose lobby hands each member their play).
 * Which play of a quiz this browser is in, so a reload resumes it (issue 13) and the summary can be
 * opened again: kept per quiz code in local storage. Storage is input: each record is checked when read.
 */
export interface PlaySession {
  playId: string;
  token: string;
}

const keyOf = (code: string) => `kviss.play.${code}`;
const NAME_KEY = 'kviss.play.name';

export function readPlaySession(code: string): PlaySession | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(code)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { playId, token } = parsed as Record<string, unknown>;
    return typeof playId === 'string' && typeof token === 'string' ? { playId, token } : null;
  } catch {
    return null;
  }
}

export function savePlaySession(code: string, session: PlaySession): void {
  localStorage.setItem(keyOf(code), JSON.stringify(session));
}

export function forgetPlaySession(code: string): void {
  localStorage.removeItem(keyOf(code));
}

/** The name last played under on this device, offered again next time. */
export const lastPlayName = () => localStorage.getItem(NAME_KEY) ?? '';
export const rememberPlayName = (name: string) => localStorage.setItem(NAME_KEY, name);

import { type Role, TEACHER_ROLES } from '../../../domain/user/rules.ts';

/**
 * Spec §6: teacher roles report a visit (`POST users/{id}/activity-timestamp`) with their provider_id.
 * Once a day per browser and account is enough: the server records at most one visit a day anyway.
 */

/** The browser's calendar day, `YYYY-MM-DD`, in its own time zone. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether to send a visit now: a teacher who has not had one sent from this browser today. */
export function shouldSendVisit(role: Role, lastSentDay: string | null | undefined, today: string): boolean {
  return TEACHER_ROLES.includes(role) && lastSentDay !== today;
}

/** The stored `{ userId: day }` map, forgiving anything malformed. */
export function parseVisitDays(raw: string | null): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The map after a visit sent today: only today's entries are worth keeping. */
export function withVisitDay(days: Record<string, string>, userId: string, today: string) {
  return Object.fromEntries([
    ...Object.entries(days).filter(([id, day]) => id !== userId && day === today),
    [userId, today],
  ]);
}

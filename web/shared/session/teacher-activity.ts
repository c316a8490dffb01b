import { apiRequest } from '../../http/api-client.ts';
import { localDay, parseVisitDays, shouldSendVisit, withVisitDay } from './teacher-activity-rules.ts';
import type { TokenClaims } from './token-claims.ts';

/** localStorage: the day a teacher's visit was last sent from this browser, per account. */
export const TEACHER_VISIT_KEY = 'kviss_teacher_visit';

const inFlight = new Set<string>();

function readDays(): Record<string, string> {
  try {
    return parseVisitDays(localStorage.getItem(TEACHER_VISIT_KEY));
  } catch {
    return {};
  }
}

/**
 * After a sign-in or at app start: a teacher's first visit today is reported (spec §6). The day is
 * remembered only once the server took it, so a failed call is tried again at the next start. The
 * browser does not know the account's provider_id; sent as null, the server fills in the stored one.
 */
export function reportTeacherVisit(claims: TokenClaims, now = new Date()): void {
  const today = localDay(now);
  if (!shouldSendVisit(claims.role, readDays()[claims.sub], today) || inFlight.has(claims.sub)) return;
  inFlight.add(claims.sub);
  // After the current call stack: the session that triggered this is in place by then.
  setTimeout(() => {
    apiRequest('POST', `/api/users/${encodeURIComponent(claims.sub)}/activity-timestamp`, {
      user_activity: 'visit',
      provider_id: null,
    })
      .then(() => {
        try {
          localStorage.setItem(
            TEACHER_VISIT_KEY,
            JSON.stringify(withVisitDay(readDays(), claims.sub, today)),
          );
        } catch {
          // Storage blocked: the server still records one visit a day.
        }
      })
      .catch(() => {})
      .finally(() => inFlight.delete(claims.sub));
  }, 0);
}

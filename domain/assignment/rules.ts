import { nameKey } from '../game/rules.ts';
import { checkQuizTitle } from '../quiz/rules.ts';

/** The attempt limit a creator may set; null means unlimited. */
export const ATTEMPT_LIMIT_MIN = 1;
export const ATTEMPT_LIMIT_MAX = 10;

export type AssignmentStatus = 'upcoming' | 'open' | 'closed';

export interface AssignmentTimes {
  opensAt: string;
  deadline: string;
  closedAt: string | null;
}

/** When attempts stop: the deadline, or the moment the owner closed it early. */
export function endOf(times: AssignmentTimes): string {
  return times.closedAt !== null && Date.parse(times.closedAt) < Date.parse(times.deadline)
    ? times.closedAt
    : times.deadline;
}

/** Open from its opening time (inclusive) until its end (exclusive). */
export function statusAt(times: AssignmentTimes, now: string): AssignmentStatus {
  const at = Date.parse(now);
  if (times.closedAt !== null && at >= Date.parse(times.closedAt)) return 'closed';
  if (at < Date.parse(times.opensAt)) return 'upcoming';
  return at < Date.parse(times.deadline) ? 'open' : 'closed';
}

/**
 * Who an attempt counts for. A signed-in student by their account; a guest by the name they play
 * under, compared as the live game compares names (nameKey: "NORA" and "nora" are one student). A
 * guest could dodge the limit with another name, but the creator then sees both names in the
 * report; homework that must be strict asks students to sign in.
 */
export function attemptKeyOf(player: { userId: string | null; name: string }): string {
  return player.userId !== null ? `user:${player.userId}` : `name:${nameKey(player.name)}`;
}

/**
 * Counted attempts a student has left after `used` of them: null when the limit is unlimited, never
 * below 0. The summary of a homework play offers "Play again" only while this is not 0.
 */
export function attemptsLeft(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}

export type AssignmentProblem =
  | 'quiz_title_required'
  | 'quiz_title_too_long'
  | 'assignment_time_invalid'
  | 'assignment_deadline_before_opening'
  | 'assignment_deadline_passed'
  | 'assignment_attempt_limit_invalid';

const isTime = (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value) && Number.isFinite(Date.parse(value));

/** The settings a creator gives; shared with the browser so its form shows the error the server enforces. */
export function checkAssignment(
  input: { title: string; opensAt: string; deadline: string; attemptLimit: number | null },
  now: string,
): { title: string; opensAt: string; deadline: string } | { problem: AssignmentProblem } {
  const title = checkQuizTitle(input.title);
  if ('problem' in title) return { problem: title.problem };
  if (!isTime(input.opensAt) || !isTime(input.deadline)) return { problem: 'assignment_time_invalid' };
  const opens = Date.parse(input.opensAt);
  const deadline = Date.parse(input.deadline);
  if (deadline <= opens) return { problem: 'assignment_deadline_before_opening' };
  if (deadline <= Date.parse(now)) return { problem: 'assignment_deadline_passed' };
  const limit = input.attemptLimit;
  if (limit !== null && (!Number.isInteger(limit) || limit < ATTEMPT_LIMIT_MIN || limit > ATTEMPT_LIMIT_MAX))
    return { problem: 'assignment_attempt_limit_invalid' };
  return {
    title: title.title,
    opensAt: new Date(opens).toISOString(),
    deadline: new Date(deadline).toISOString(),
  };
}

/**
 * Live player limits that come from who hosts (spec §6, §9): a free teacher may have 35 players on
 * weekdays and 5 at weekends, in the school's time zone; a school plan up to 500. The host's
 * entitlements are frozen in GameOpened (DESIGN §2: decisions are frozen in the event), and the cap
 * is worked out at each join from the join's own time, so a game left open into Saturday takes
 * weekend numbers from then on. Paid plans extend this by adding an entitlement kind here.
 */

export const FREE_TEACHER_WEEKDAY_PLAYERS = 35;
export const FREE_TEACHER_WEEKEND_PLAYERS = 5;
export const SCHOOL_PLAN_PLAYERS = 500;
/** Bumped when the rule below changes, so old games are read with the rule they were opened under. */
export const PLAN_LIMITS_VERSION = 1;

export type HostEntitlements =
  | { kind: 'free_teacher'; timeZone: string }
  | { kind: 'school'; timeZone: string }
  /** No plan cap: the quiz's and the operator's limits alone apply. */
  | { kind: 'none' };

/** The weekday of `at` in `timeZone`: Saturday and Sunday are the weekend. */
export function isWeekendIn(timeZone: string, at: Date): boolean {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(at);
  return day === 'Sat' || day === 'Sun';
}

/** The most players the host's plan allows at `at`; null when the plan sets no cap. */
export function planPlayerCap(entitlements: HostEntitlements, at: Date): number | null {
  switch (entitlements.kind) {
    case 'free_teacher':
      return isWeekendIn(entitlements.timeZone, at)
        ? FREE_TEACHER_WEEKEND_PLAYERS
        : FREE_TEACHER_WEEKDAY_PLAYERS;
    case 'school':
      return SCHOOL_PLAN_PLAYERS;
    case 'none':
      return null;
    default: {
      const unknown: never = entitlements;
      throw new Error(`Unhandled entitlements: ${JSON.stringify(unknown)}`);
    }
  }
}

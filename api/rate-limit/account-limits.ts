import type { Clock } from '../../commands/ports/clock.ts';
import { AttemptLimit } from './attempt-limit.ts';
import type { CounterStore } from './counter-store.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits on sign-in abuse (DESIGN §5). Failed logins count per account
 * *and address*, so a guesser is stopped without locking the real owner
 * out from elsewhere; the per-address limits are generous because a whole
 * school can share one address.
 */
export function accountLimits(store: CounterStore, clock: Clock) {
  return {
    loginFailuresPerAccountAndAddress: new AttemptLimit(
      store,
      'login-fail-acct-ip',
      { limit: 5, windowMs: 15 * MINUTE },
      clock,
    ),
    loginFailuresPerAddress: new AttemptLimit(store, 'login-fail-ip', { limit: 100, windowMs: HOUR }, clock),
    /** Wrong one-time codes, across challenges: signing in again with the password buys no fresh guesses. */
    codeFailuresPerAccountAndAddress: new AttemptLimit(
      store,
      'code-fail-acct-ip',
      { limit: 5, windowMs: 15 * MINUTE },
      clock,
    ),
    registrationsPerAddress: new AttemptLimit(store, 'register-ip', { limit: 30, windowMs: HOUR }, clock),
    resetRequestsPerAccount: new AttemptLimit(store, 'reset-acct', { limit: 3, windowMs: HOUR }, clock),
    resetRequestsPerAddress: new AttemptLimit(store, 'reset-ip', { limit: 30, windowMs: HOUR }, clock),
    /** School invitations a school sends a day: enough to bring in a whole staff, too few to spam with. */
    schoolInvitationsPerSchool: new AttemptLimit(
      store,
      'school-invite',
      { limit: 300, windowMs: 24 * HOUR },
      clock,
    ),
  };
}

export type AccountLimits = ReturnType<typeof accountLimits>;

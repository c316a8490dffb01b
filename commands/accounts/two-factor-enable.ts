import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CommandOrigin } from '../command-context.ts';
import { assertMayEnable, loadUser, otpCode } from './two-factor-account.ts';
import { attemptAccountCode, type Sent, sendAccountCode } from './two-factor-challenges.ts';
import type { TwoFactorDeps } from './two-factor-deps.ts';
import {
  activatePendingTotp,
  matchTotp,
  newTotpSecret,
  readPendingTotp,
  removeTotp,
  storePendingTotp,
} from './two-factor-totp.ts';
import { handleUserCommand } from './user-decider.ts';

/**
 * Authenticator app, step 1: a new secret, pending until a code from the app
 * proves it was scanned. Asking again replaces it.
 */
export async function startTotpSetup(deps: TwoFactorDeps, userId: string): Promise<{ secret: string }> {
  assertMayEnable(await loadUser(deps, userId));
  const secret = newTotpSecret(deps.random);
  const stored = await storePendingTotp(deps.db, deps.twoFactorKeys, userId, secret);
  // No credentials row means no password, and so no password sign-in to protect.
  if (!stored) throw new DomainError('two_factor_unavailable');
  return { secret };
}

/**
 * Step 2: a current code from the app turns it on. The secret becomes
 * active in the transaction that records `UserTwoFactorEnabled`, and the
 * code's time step counts as used.
 */
export async function enableTotp(
  deps: TwoFactorDeps,
  userId: string,
  rawCode: string,
  origin: CommandOrigin,
) {
  assertMayEnable(await loadUser(deps, userId));
  const code = otpCode(rawCode);
  const pending = await readPendingTotp(deps.db, deps.twoFactorKeys, userId);
  if (!pending) throw new DomainError('two_factor_setup_missing');
  const step = await matchTotp(pending.secret, code, deps.clock.now(), null);
  if (step === null) throw new DomainError('otp_incorrect');
  return handleUserCommand(
    deps,
    userId,
    { type: 'EnableTwoFactor', data: { method: 'totp' } },
    { ...origin, actorId: userId },
    {
      alongside: async (trx) => {
        // A setup restarted meanwhile holds another secret: this code proves nothing about it.
        if (!(await activatePendingTotp(trx, userId, pending.sealed, step))) {
          throw new DomainError('two_factor_setup_missing');
        }
      },
    },
  );
}

/** E-mailed codes, step 1: a code to the account's own address (not more often than every 30 s). */
export async function sendEmailEnableCode(deps: TwoFactorDeps, userId: string): Promise<Sent> {
  assertMayEnable(await loadUser(deps, userId));
  return sendAccountCode(deps.db, deps.twoFactorKeys, {
    userId,
    purpose: 'enable_email',
    now: deps.clock.now(),
    random: deps.random,
  });
}

/** Step 2: the code from that mail turns e-mailed codes on. */
export async function enableEmailCodes(
  deps: TwoFactorDeps,
  userId: string,
  rawCode: string,
  origin: CommandOrigin,
) {
  assertMayEnable(await loadUser(deps, userId));
  const code = otpCode(rawCode);
  const checked = await attemptAccountCode(deps.db, deps.twoFactorKeys, {
    userId,
    purpose: 'enable_email',
    code,
    now: deps.clock.now(),
  });
  if (checked.outcome !== 'accepted') throw new DomainError('otp_incorrect');
  return handleUserCommand(
    deps,
    userId,
    { type: 'EnableTwoFactor', data: { method: 'email' } },
    { ...origin, actorId: userId },
    // An app setup left half-way is dropped: its secret would never be used.
    { alongside: (trx) => removeTotp(trx, userId) },
  );
}

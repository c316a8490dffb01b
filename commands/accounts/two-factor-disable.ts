import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CommandOrigin } from '../command-context.ts';
import { loadUser, otpCode } from './two-factor-account.ts';
import { attemptAccountCode, type Sent, sendAccountCode } from './two-factor-challenges.ts';
import type { TwoFactorDeps } from './two-factor-deps.ts';
import { consumeTotpCode, removeTotp } from './two-factor-totp.ts';
import { handleUserCommand } from './user-decider.ts';

/** For accounts on e-mailed codes: the code that turning two-factor off asks for. */
export async function sendDisableCode(deps: TwoFactorDeps, userId: string): Promise<Sent> {
  const user = await loadUser(deps, userId);
  if (user.twoFactor === 'off') throw new DomainError('two_factor_not_enabled');
  if (user.twoFactor !== 'email') throw new DomainError('two_factor_unavailable');
  return sendAccountCode(deps.db, deps.twoFactorKeys, {
    userId,
    purpose: 'disable',
    now: deps.clock.now(),
    random: deps.random,
  });
}

/**
 * Turns two-factor off, given a current code of the factor in use: a stolen
 * session alone cannot take the second factor away. The app's secret goes
 * in the transaction that records `UserTwoFactorDisabled`.
 */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  userId: string,
  rawCode: string,
  origin: CommandOrigin,
) {
  const user = await loadUser(deps, userId);
  if (user.twoFactor === 'off') throw new DomainError('two_factor_not_enabled');
  const code = otpCode(rawCode);
  const now = deps.clock.now();
  const accepted =
    user.twoFactor === 'totp'
      ? await deps.db
          .transaction()
          .execute((trx) => consumeTotpCode(trx, deps.twoFactorKeys, userId, code, now))
      : (await attemptAccountCode(deps.db, deps.twoFactorKeys, { userId, purpose: 'disable', code, now }))
          .outcome === 'accepted';
  if (!accepted) throw new DomainError('otp_incorrect');
  return handleUserCommand(
    deps,
    userId,
    { type: 'DisableTwoFactor' },
    { ...origin, actorId: userId },
    { alongside: (trx) => removeTotp(trx, userId) },
  );
}

import { checkOtp, type TwoFactorMethod } from '../../domain/user/rules.ts';
import {
  attemptLoginChallenge,
  type Checked,
  isEmailedCode,
  openLoginChallenge,
  type Resent,
  resendLoginCode,
} from './two-factor-challenges.ts';
import type { TwoFactorDeps } from './two-factor-deps.ts';
import { consumeTotpCode } from './two-factor-totp.ts';

/**
 * The right password opened this: the sign-in now waits for the second
 * factor. Returns the opaque token for the browser, and for e-mailed codes
 * the code to mail.
 */
export function startTwoFactorSignIn(deps: TwoFactorDeps, userId: string, method: TwoFactorMethod) {
  return openLoginChallenge(deps.db, deps.twoFactorKeys, {
    userId,
    method,
    now: deps.clock.now(),
    random: deps.random,
  });
}

/**
 * One attempt at finishing a sign-in. A wrong (or used, or malformed) code
 * counts towards the challenge's limit; an authenticator code's time step
 * is used up, so the same code does not sign in twice.
 */
export function finishTwoFactorSignIn(deps: TwoFactorDeps, token: string, rawCode: string): Promise<Checked> {
  const now = deps.clock.now();
  const checked = checkOtp(rawCode);
  return attemptLoginChallenge(deps.db, token, now, async (trx, challenge) => {
    if ('problem' in checked) return false;
    return challenge.method === 'totp'
      ? consumeTotpCode(trx, deps.twoFactorKeys, challenge.userId, checked.code, now)
      : isEmailedCode(deps.twoFactorKeys, challenge, checked.code);
  });
}

/** A new e-mailed code for a waiting sign-in, at most every 30 s. */
export function resendSignInCode(deps: TwoFactorDeps, token: string): Promise<Resent> {
  return resendLoginCode(deps.db, deps.twoFactorKeys, { token, now: deps.clock.now(), random: deps.random });
}

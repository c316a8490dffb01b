import { decoyHash, readPasswordHash, verifyPassword } from '../../commands/accounts/passwords.ts';
import { findLoginChallenge } from '../../commands/accounts/two-factor-challenges.ts';
import type { TwoFactorDeps } from '../../commands/accounts/two-factor-deps.ts';
import { twoFactorKeys } from '../../commands/accounts/two-factor-keys.ts';
import {
  finishTwoFactorSignIn,
  resendSignInCode,
  startTwoFactorSignIn,
} from '../../commands/accounts/two-factor-sign-in.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { checkEmail } from '../../domain/user/rules.ts';
import { findUserByEmail, findUserById, type UserRow } from '../../projections/users/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { LoginReply, Session } from '../contracts/auth.ts';
import { ApiError } from '../errors.ts';
import { oneTimeCodeMail } from '../mail/account-mails.ts';
import { type Language, languageOf } from '../mail/server-i18n.ts';
import { reserveAttempts } from '../rate-limit/reserve-attempts.ts';
import { openSession } from './sessions.ts';

/**
 * E-mail and password sign-in. Failures are counted per account and
 * address; once over the limit, even the right password waits, so guessing
 * gains nothing. The spec wants "no such user" and "wrong password" told
 * apart (§8); timing does not add to that (an unknown address still costs a hash).
 * With two-factor on, the right password only opens a challenge.
 */
export async function logIn(
  deps: AppDeps,
  input: { email: string; password: string; language?: string },
  ip: string,
): Promise<LoginReply> {
  const checked = checkEmail(input.email);
  if ('problem' in checked) throw new DomainError(checked.problem);
  const { email } = checked;
  const pair = `${email}|${ip}`;
  const { loginFailuresPerAccountAndAddress: perPair, loginFailuresPerAddress: perAddress } = deps.limits;
  const attempt = await reserveAttempts([perPair, pair], [perAddress, ip]);

  const user = await findUserByEmail(deps.db as never, email);
  const passwordHash = user ? await readPasswordHash(deps.db, user.id) : null;
  const matches = await verifyPassword(passwordHash ?? (await decoyHash()), input.password);
  if (!user || !passwordHash || !matches) {
    // The reserved attempt stays counted: it was a failure.
    if (!user) throw new ApiError(401, 'login_no_user');
    throw new ApiError(401, 'login_wrong_password');
  }
  await attempt.release();
  if (user.status === 'suspended') throw new ApiError(403, 'auth_login_alert_lock_account');
  await perPair.clear(pair);
  if (user.two_factor !== 'off') return challengeFor(deps, user, user.two_factor, languageOf(input.language));
  return openSession(deps, user);
}

export function twoFactorDeps(deps: AppDeps): TwoFactorDeps {
  return { ...deps, twoFactorKeys: twoFactorKeys(deps.secrets.vaultMasterKey) };
}

async function challengeFor(
  deps: AppDeps,
  user: UserRow,
  method: 'totp' | 'email',
  language: Language,
): Promise<LoginReply> {
  const { token, code } = await startTwoFactorSignIn(twoFactorDeps(deps), user.id, method);
  if (code) await deps.mailer.send(oneTimeCodeMail(user.email!, user.name!, code, language));
  return { two_factor: method, challenge: token };
}

const challengeExpired = () => new ApiError(401, 'session_expired');

/**
 * Wrong one-time codes are counted like wrong passwords: per account and
 * address (5 per 15 minutes) and per address, across challenges, so
 * signing in again with the password buys no fresh guesses.
 */
export async function guardCodeAttempts<T>(
  deps: AppDeps,
  userId: string,
  ip: string,
  run: () => Promise<T>,
): Promise<T> {
  const pair = `${userId}|${ip}`;
  const { codeFailuresPerAccountAndAddress: perPair, loginFailuresPerAddress: perAddress } = deps.limits;
  const attempt = await reserveAttempts([perPair, pair], [perAddress, ip]);
  try {
    const result = await run();
    await attempt.release();
    await perPair.clear(pair);
    return result;
  } catch (error) {
    // Only a wrong code counts; any other failure gives its reserved attempt back.
    if (!(error instanceof DomainError && error.code === 'otp_incorrect')) await attempt.release();
    throw error;
  }
}

/** The second step of a sign-in: the challenge's code gives the session. */
export async function verifyTwoFactor(
  deps: AppDeps,
  input: { challenge: string; code: string },
  ip: string,
): Promise<Session> {
  const challenge = await findLoginChallenge(deps.db, input.challenge, deps.clock.now());
  if (!challenge) throw challengeExpired();
  await guardCodeAttempts(deps, challenge.userId, ip, async () => {
    const checked = await finishTwoFactorSignIn(twoFactorDeps(deps), input.challenge, input.code);
    if (checked.outcome === 'expired') throw challengeExpired();
    if (checked.outcome === 'wrong') throw new DomainError('otp_incorrect');
  });
  const user = await findUserById(deps.db as never, challenge.userId);
  if (!user || user.status === 'deleted') throw challengeExpired();
  if (user.status === 'suspended') throw new ApiError(403, 'auth_login_alert_lock_account');
  return openSession(deps, user);
}

/** A new e-mailed code for a waiting sign-in (spec §9 countdownOtp: not within 30 s of the last). */
export async function resendTwoFactorCode(
  deps: AppDeps,
  input: { challenge: string; language?: string },
): Promise<void> {
  const resent = await resendSignInCode(twoFactorDeps(deps), input.challenge);
  if ('problem' in resent) {
    if (resent.problem === 'expired') throw challengeExpired();
    throw new DomainError('two_factor_unavailable');
  }
  if ('retryAfterMs' in resent) {
    throw new ApiError(429, 'too_many_requests', { retryAfterMs: resent.retryAfterMs });
  }
  const user = await findUserById(deps.db as never, resent.userId);
  if (!user?.email || !user.name) throw challengeExpired();
  await deps.mailer.send(oneTimeCodeMail(user.email, user.name, resent.code, languageOf(input.language)));
}

import { DomainError } from '../../domain/shared/domain-error.ts';
import { type UserState, userStreamName } from '../../domain/user/events.ts';
import { canUseTwoFactor, checkOtp } from '../../domain/user/rules.ts';
import type { CommandDeps } from '../command-context.ts';
import { loadStream } from '../handle-command.ts';
import { userDecider } from './user-decider.ts';

export type KnownUser = Extract<UserState, { userId: string }>;

/** The account as its stream says now: turning a factor on or off never trusts a read model that may lag. */
export async function loadUser(deps: CommandDeps, userId: string): Promise<KnownUser> {
  const { state } = await loadStream(deps, userStreamName(userId), userDecider);
  if (state.status === 'absent' || state.status === 'forgotten') throw new DomainError('user_not_found');
  return state;
}

/** Refuses early, before a secret is made or a code is mailed, what the decider would refuse at the end. */
export function assertMayEnable(user: KnownUser): void {
  if (!canUseTwoFactor(user)) throw new DomainError('two_factor_unavailable');
  if (user.twoFactor !== 'off') throw new DomainError('two_factor_already_enabled');
}

/** The six digits of a typed code, or `otp_incorrect`. */
export function otpCode(raw: string): string {
  const checked = checkOtp(raw);
  if ('problem' in checked) throw new DomainError(checked.problem);
  return checked.code;
}

import { sql } from 'kysely';
import type { CommandOrigin } from '../command-context.ts';
import type { PersonalDataVault } from '../privacy/personal-data-vault.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { revokeTokens } from './one-time-tokens.ts';
import { handleUserCommand } from './user-decider.ts';

/**
 * Forgets a person (right to erasure). The event stays in the log, as every
 * event does; what goes is their key, their password hash, two-factor
 * secrets and pending codes, and their sessions, all in the transaction
 * that records it.
 */
export async function forgetUser(
  deps: AccountsDeps,
  vault: PersonalDataVault,
  userId: string,
  origin: CommandOrigin,
) {
  return handleUserCommand(deps, userId, { type: 'ForgetUser' }, origin, {
    alongside: async (trx) => {
      await vault.forget(trx, userId);
      await sql`delete from credentials where user_id = ${userId}`.execute(trx);
      await sql`delete from two_factor_challenges where user_id = ${userId}`.execute(trx);
      await revokeTokens(trx, userId, 'refresh', deps.clock.now());
    },
  });
}

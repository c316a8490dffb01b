import { DomainError } from '../../domain/shared/domain-error.ts';
import { checkPassword } from '../../domain/user/rules.ts';
import type { CommandOrigin } from '../command-context.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { consumeToken, revokeTokens } from './one-time-tokens.ts';
import { hashPassword, storePasswordHash } from './passwords.ts';
import { handleUserCommand } from './user-decider.ts';

/**
 * Sets a new password from a reset link. The link works once; the new hash,
 * the event saying it changed and the end of every other session commit together.
 */
export async function resetPassword(
  deps: AccountsDeps,
  input: { token: string; password: string },
  origin: CommandOrigin,
): Promise<{ userId: string }> {
  const problem = checkPassword(input.password);
  if (problem) throw new DomainError(problem.problem);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const userId = await deps.db
    .transaction()
    .execute((trx) => consumeToken(trx, input.token, 'reset_password', now));
  if (!userId) throw new DomainError('reset_link_invalid');
  await handleUserCommand(
    deps,
    userId,
    { type: 'ChangePassword', data: { reason: 'reset' } },
    { ...origin, actorId: userId },
    {
      alongside: async (trx) => {
        await storePasswordHash(trx, userId, passwordHash);
        await revokeTokens(trx, userId, 'refresh', now);
      },
    },
  );
  return { userId };
}

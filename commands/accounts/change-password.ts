import { DomainError } from '../../domain/shared/domain-error.ts';
import { checkPassword } from '../../domain/user/rules.ts';
import type { CommandOrigin } from '../command-context.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { revokeTokens } from './one-time-tokens.ts';
import { hashPassword, readPasswordHash, storePasswordHash, verifyPassword } from './passwords.ts';
import { handleUserCommand } from './user-decider.ts';

/** Changes a password, knowing the current one; every other session ends with it. */
export async function changePassword(
  deps: AccountsDeps,
  input: { userId: string; currentPassword: string; newPassword: string },
  origin: CommandOrigin,
) {
  const { userId } = input;
  const stored = await readPasswordHash(deps.db, userId);
  if (!stored || !(await verifyPassword(stored, input.currentPassword)))
    throw new DomainError('login_wrong_password');
  const problem = checkPassword(input.newPassword);
  if (problem) throw new DomainError(problem.problem);
  const passwordHash = await hashPassword(input.newPassword);
  return handleUserCommand(
    deps,
    userId,
    { type: 'ChangePassword', data: { reason: 'changed' } },
    { ...origin, actorId: userId },
    {
      alongside: async (trx) => {
        await storePasswordHash(trx, userId, passwordHash);
        await revokeTokens(trx, userId, 'refresh', deps.clock.now());
      },
    },
  );
}

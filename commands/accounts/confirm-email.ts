import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CommandOrigin } from '../command-context.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { consumeToken } from './one-time-tokens.ts';
import { handleUserCommand } from './user-decider.ts';

/** Confirms the address a link was sent to; the link works once. */
export async function confirmEmail(deps: AccountsDeps, token: string, origin: CommandOrigin) {
  const userId = await consumeToken(deps.db, token, 'confirm_email', deps.clock.now());
  if (!userId) throw new DomainError('confirmation_link_invalid');
  const handled = await handleUserCommand(
    deps,
    userId,
    { type: 'ConfirmEmail' },
    { ...origin, actorId: userId },
  );
  return { userId, last: handled.last };
}

import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CommandOrigin } from '../command-context.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { completeEmailChange } from './change-email.ts';
import { consumeAnyToken } from './one-time-tokens.ts';
import { handleUserCommand } from './user-decider.ts';

/**
 * Opens a link from an e-mail sent to confirm an address: the address an
 * account registered with, or the new one it asked to change to. A link
 * works once.
 */
export async function confirmEmailLink(
  deps: AccountsDeps,
  token: string,
  origin: CommandOrigin,
  currentEmailOf: (userId: string) => Promise<string | null>,
) {
  const link = await consumeAnyToken(deps.db, token, ['confirm_email', 'change_email'], deps.clock.now());
  if (!link) throw new DomainError('confirmation_link_invalid');
  const { userId } = link;
  if (link.purpose === 'change_email' && link.payload) {
    const changed = await completeEmailChange(
      deps,
      { userId, oldEmail: await currentEmailOf(userId), newEmail: link.payload },
      origin,
    );
    return { userId, last: changed.last };
  }
  const handled = await handleUserCommand(
    deps,
    userId,
    { type: 'ConfirmEmail' },
    { ...origin, actorId: userId },
  );
  return { userId, last: handled.last };
}

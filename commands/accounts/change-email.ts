import { DomainError } from '../../domain/shared/domain-error.ts';
import { userEmailStreamName, userStreamName } from '../../domain/user/events.ts';
import { checkEmail } from '../../domain/user/rules.ts';
import { type CommandOrigin, metadataFor } from '../command-context.ts';
import { ConcurrencyError } from '../event-store/errors.ts';
import type { StreamAppend } from '../event-store/event-store.ts';
import { loadStream } from '../handle-command.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { issueToken } from './one-time-tokens.ts';
import { readReservation, releaseIfHeld } from './reservations.ts';
import { userDecider } from './user-decider.ts';

/**
 * Step one of changing the address: a link to the NEW address (it must be
 * theirs before it becomes the sign-in). The account keeps its old address
 * until the link is opened.
 */
export async function requestEmailChange(
  deps: AccountsDeps,
  userId: string,
  rawEmail: string,
): Promise<{ email: string; token: string }> {
  const checked = checkEmail(rawEmail);
  if ('problem' in checked) throw new DomainError(checked.problem);
  const held = await readReservation(deps.store, userEmailStreamName(deps.emailKey(checked.email)));
  if (held.holder) throw new DomainError('email_in_use');
  const token = await issueToken(deps.db, userId, 'change_email', deps.clock.now(), checked.email);
  return { email: checked.email, token };
}

/** Step two: the link was opened. The new address is reserved, the old released, the change recorded: all at once. */
export async function completeEmailChange(
  deps: AccountsDeps,
  input: { userId: string; oldEmail: string | null; newEmail: string },
  origin: CommandOrigin,
) {
  const { userId, oldEmail, newEmail } = input;
  const { state, version } = await loadStream(deps, userStreamName(userId), userDecider);
  const events = userDecider.decide({ type: 'ChangeEmail', data: { email: newEmail } }, state);
  const newStream = userEmailStreamName(deps.emailKey(newEmail));
  const held = await readReservation(deps.store, newStream);
  if (held.holder && held.holder !== userId) throw new DomainError('email_in_use');
  const appends: StreamAppend[] = [
    { streamName: userStreamName(userId), expectedVersion: version, events },
    {
      streamName: newStream,
      expectedVersion: held.version,
      events: [{ type: 'UserEmailReserved', data: { userId } }],
    },
  ];
  if (oldEmail && oldEmail !== newEmail) {
    const released = { type: 'UserEmailReleased', data: { userId } };
    appends.push(
      ...(await releaseIfHeld(deps.store, userEmailStreamName(deps.emailKey(oldEmail)), userId, released)),
    );
  }
  try {
    const appended = await deps.store.append(
      appends,
      metadataFor({ ...origin, actorId: userId }, deps.clock),
    );
    return { last: appended.streamEnds[0]! };
  } catch (error) {
    if (error instanceof ConcurrencyError && error.streamName === newStream)
      throw new DomainError('email_in_use');
    throw error;
  }
}

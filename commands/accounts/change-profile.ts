import { DomainError } from '../../domain/shared/domain-error.ts';
import type { ChangeProfile } from '../../domain/user/decide.ts';
import { userPhoneStreamName, userStreamName } from '../../domain/user/events.ts';
import { type CommandOrigin, metadataFor } from '../command-context.ts';
import { ConcurrencyError } from '../event-store/errors.ts';
import type { StreamAppend } from '../event-store/event-store.ts';
import { loadStream } from '../handle-command.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { readReservation, releaseIfHeld } from './reservations.ts';
import { userDecider } from './user-decider.ts';

/**
 * Changes name, phone or newsletter choice. A new phone number is reserved
 * and the old one released in the same transaction, so no two accounts
 * ever share a number (spec §8 "phone already exists").
 */
export async function changeProfile(
  deps: AccountsDeps & { phoneKey: (phone: string) => string },
  input: { userId: string; currentPhone: string | null; change: ChangeProfile['data'] },
  origin: CommandOrigin,
) {
  const { userId, currentPhone } = input;
  const { state, version } = await loadStream(deps, userStreamName(userId), userDecider);
  const events = userDecider.decide({ type: 'ChangeProfile', data: input.change }, state);
  if (events.length === 0) return { last: null };
  const next = (events[0]!.data as { phone?: string | null }).phone;
  const appends: StreamAppend[] = [{ streamName: userStreamName(userId), expectedVersion: version, events }];
  if (next !== undefined && next !== currentPhone) {
    if (next) {
      const stream = userPhoneStreamName(deps.phoneKey(next));
      const held = await readReservation(deps.store, stream);
      if (held.holder && held.holder !== userId) throw new DomainError('phone_already_exists');
      if (!held.holder)
        appends.push({
          streamName: stream,
          expectedVersion: held.version,
          events: [{ type: 'UserPhoneReserved', data: { userId } }],
        });
    }
    if (currentPhone) {
      const released = { type: 'UserPhoneReleased', data: { userId } };
      appends.push(
        ...(await releaseIfHeld(
          deps.store,
          userPhoneStreamName(deps.phoneKey(currentPhone)),
          userId,
          released,
        )),
      );
    }
  }
  try {
    const appended = await deps.store.append(
      appends,
      metadataFor({ ...origin, actorId: userId }, deps.clock),
    );
    return { last: appended.streamEnds[0]! };
  } catch (error) {
    // Someone took the number a moment ago, or the profile changed meanwhile: nothing was written.
    if (error instanceof ConcurrencyError && error.streamName.startsWith('user-phone-'))
      throw new DomainError('phone_already_exists');
    throw error;
  }
}

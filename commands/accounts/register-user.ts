import { DomainError } from '../../domain/shared/domain-error.ts';
import type { LogPosition } from '../../domain/shared/event.ts';
import { decide, type RegisterUser } from '../../domain/user/decide.ts';
import {
  initialState,
  type UserEmailReserved,
  type UserRegistered,
  userEmailStreamName,
  userStreamName,
} from '../../domain/user/events.ts';
import { checkPassword } from '../../domain/user/rules.ts';
import { type CommandOrigin, metadataFor } from '../command-context.ts';
import { ConcurrencyError } from '../event-store/errors.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { issueToken } from './one-time-tokens.ts';
import { hashPassword, storePasswordHash } from './passwords.ts';
import { readReservation } from './reservations.ts';

export interface Registered {
  userId: string;
  event: UserRegistered;
  /** For the confirmation e-mail; null when the provider already vouched for the address. */
  confirmationToken: string | null;
  last: LogPosition;
}

/**
 * Creates an account. The address is reserved on its own stream in the same
 * transaction, so two sign-ups with one address cannot both succeed; the
 * password hash and the confirmation token commit with the events.
 */
export async function registerUser(
  deps: AccountsDeps,
  input: Omit<RegisterUser['data'], 'userId'> & { password: string | null },
  origin: CommandOrigin,
): Promise<Registered> {
  const { password, ...data } = input;
  if (password !== null) {
    const problem = checkPassword(password);
    if (problem) throw new DomainError(problem.problem);
  }
  const userId = deps.random.uuid();
  const [event] = decide({ type: 'RegisterUser', data: { ...data, userId } }, initialState) as [
    UserRegistered,
  ];
  const passwordHash = password === null ? null : await hashPassword(password);
  const reserved: UserEmailReserved = { type: 'UserEmailReserved', data: { userId } };
  const emailStream = userEmailStreamName(deps.emailKey(event.data.email));
  const reservation = await readReservation(deps.store, emailStream);
  if (reservation.holder) throw new DomainError('email_in_use');
  let confirmationToken: string | null = null;
  try {
    const appended = await deps.store.append(
      [
        { streamName: userStreamName(userId), expectedVersion: 0, events: [event] },
        { streamName: emailStream, expectedVersion: reservation.version, events: [reserved] },
      ],
      metadataFor({ ...origin, actorId: origin.actorId ?? userId }, deps.clock),
      {
        alongside: async (trx) => {
          if (passwordHash) await storePasswordHash(trx, userId, passwordHash);
          if (!event.data.emailConfirmed) {
            confirmationToken = await issueToken(trx, userId, 'confirm_email', deps.clock.now());
          }
        },
      },
    );
    return { userId, event, confirmationToken, last: appended.streamEnds[0]! };
  } catch (error) {
    if (error instanceof ConcurrencyError && error.streamName === emailStream)
      throw new DomainError('email_in_use');
    throw error;
  }
}

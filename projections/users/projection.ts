import type { Kysely, Transaction, Updateable } from 'kysely';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import { USER_EVENT_TYPES, type UserEvent } from '../../domain/user/events.ts';
import type { Projection } from '../projection.ts';
import type { UsersTable, UsersTables } from './table.ts';

/**
 * One row per account, for sign-in look-ups and profiles. Events arrive with
 * personal data opened (or null if the person was forgotten). Each row keeps
 * the stream version it reflects, so a replay changes nothing.
 */
export const usersProjection: Projection<'users'> = {
  name: 'users',
  eventTypes: USER_EVENT_TYPES,
  tables: ['rm_users'],
  async apply(trx, recorded) {
    await applyUserEvent(trx as unknown as Transaction<UsersTables>, recorded as RecordedEvent<UserEvent>);
    // Account changes are not streamed to sockets: profiles are private and read on request.
    return [];
  },
};

async function applyUserEvent(db: Kysely<UsersTables>, event: RecordedEvent<UserEvent>) {
  const at = new Date(event.metadata.at);
  if (event.type === 'UserRegistered') {
    const d = event.data;
    await db
      .insertInto('rm_users')
      .values({
        id: d.userId,
        email: d.email,
        name: d.name,
        role: d.role,
        provider: d.provider,
        provider_id: d.providerId,
        status: 'active',
        email_confirmed: d.emailConfirmed,
        school_id: d.schoolId,
        two_factor: 'off',
        phone: null,
        newsletter: false,
        avatar_path: null,
        last_activity_day: null,
        version: event.streamVersion,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return;
  }
  const change = changeOf(event);
  await db
    .updateTable('rm_users')
    .set({ ...change, version: event.streamVersion, updated_at: at })
    .where('id', '=', event.data.userId)
    .where('version', '<', event.streamVersion)
    .execute();
}

function changeOf(
  event: Exclude<RecordedEvent<UserEvent>, { type: 'UserRegistered' }>,
): Updateable<UsersTable> {
  switch (event.type) {
    case 'UserEmailConfirmed':
      return { email_confirmed: true };
    case 'UserRoleChanged':
      return { role: event.data.to };
    case 'UserSuspended':
      return { status: 'suspended' };
    case 'UserRestored':
      return { status: 'active' };
    case 'UserPasswordChanged':
      return {};
    case 'UserTwoFactorEnabled':
      return { two_factor: event.data.method };
    case 'UserTwoFactorDisabled':
      return { two_factor: 'off' };
    case 'UserForgotten':
      // The row stays (quizzes and reports may point at it) but says nothing about the person.
      return {
        name: null,
        email: null,
        phone: null,
        avatar_path: null,
        provider_id: null,
        status: 'deleted',
        two_factor: 'off',
      };
    case 'UserProfileChanged': {
      const { name, phone, newsletter } = event.data;
      return {
        ...(name === undefined ? {} : { name }),
        ...(phone === undefined ? {} : { phone }),
        ...(newsletter === undefined ? {} : { newsletter }),
      };
    }
    case 'UserEmailChanged':
      return { email: event.data.email, email_confirmed: true };
    case 'UserAvatarChanged':
      return { avatar_path: event.data.avatarPath };
    case 'UserActivityRecorded':
      return { last_activity_day: event.data.day };
  }
}

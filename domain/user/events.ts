import { assertNever, type DomainEvent } from '../shared/event.ts';
import type { Provider, Role, TwoFactorMethod } from './rules.ts';

/*
 * Personal data (name, email, phone) in these events is sealed with the
 * person's own key before it is stored (DESIGN §2); the domain sees it in
 * the clear. Secrets (password hashes, TOTP secrets, tokens) never appear:
 * events only say that they changed.
 */

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    name: string;
    email: string;
    role: Role;
    provider: Provider;
    /** The provider's id for the person (Google `sub`, Feide user id); null for local accounts. */
    providerId: string | null;
    emailConfirmed: boolean;
    schoolId: string | null;
  }
>;
export type UserEmailConfirmed = DomainEvent<'UserEmailConfirmed', { userId: string }>;
export type UserPasswordChanged = DomainEvent<
  'UserPasswordChanged',
  { userId: string; reason: 'changed' | 'reset' }
>;
export type UserRoleChanged = DomainEvent<'UserRoleChanged', { userId: string; from: Role; to: Role }>;
export type UserSuspended = DomainEvent<'UserSuspended', { userId: string }>;
export type UserRestored = DomainEvent<'UserRestored', { userId: string }>;
/** Sign-in now asks for a second factor; the TOTP secret itself lives in the credentials table. */
export type UserTwoFactorEnabled = DomainEvent<
  'UserTwoFactorEnabled',
  { userId: string; method: TwoFactorMethod }
>;
export type UserTwoFactorDisabled = DomainEvent<
  'UserTwoFactorDisabled',
  { userId: string; method: TwoFactorMethod }
>;
/** The person asked to be forgotten: their key is gone, so nothing personal of theirs can be read again. */
export type UserForgotten = DomainEvent<'UserForgotten', { userId: string }>;

/** Only the fields given changed; `phone: null` removes the number. */
export type UserProfileChanged = DomainEvent<
  'UserProfileChanged',
  { userId: string; name?: string; phone?: string | null; newsletter?: boolean }
>;
/** The new address was confirmed by the link sent to it. */
export type UserEmailChanged = DomainEvent<'UserEmailChanged', { userId: string; email: string }>;
export type UserAvatarChanged = DomainEvent<
  'UserAvatarChanged',
  { userId: string; avatarPath: string | null }
>;
/** A teacher's last visit (spec §6), at most once a day. */
export type UserActivityRecorded = DomainEvent<
  'UserActivityRecorded',
  { userId: string; day: string; providerId: string | null }
>;

export type UserEvent =
  | UserProfileChanged
  | UserEmailChanged
  | UserAvatarChanged
  | UserActivityRecorded
  | UserRegistered
  | UserEmailConfirmed
  | UserPasswordChanged
  | UserRoleChanged
  | UserSuspended
  | UserRestored
  | UserTwoFactorEnabled
  | UserTwoFactorDisabled
  | UserForgotten;

export const USER_EVENT_TYPES = [
  'UserProfileChanged',
  'UserEmailChanged',
  'UserAvatarChanged',
  'UserActivityRecorded',
  'UserRegistered',
  'UserEmailConfirmed',
  'UserPasswordChanged',
  'UserRoleChanged',
  'UserSuspended',
  'UserRestored',
  'UserTwoFactorEnabled',
  'UserTwoFactorDisabled',
  'UserForgotten',
] as const satisfies readonly UserEvent['type'][];

/** Which fields of which events hold personal data, sealed at rest. */
export const PERSONAL_FIELDS: Partial<Record<UserEvent['type'], readonly string[]>> = {
  UserRegistered: ['name', 'email'],
  UserProfileChanged: ['name', 'phone'],
  UserEmailChanged: ['email'],
};

export type UserState =
  | { status: 'absent' }
  | { status: 'forgotten' }
  | {
      status: 'active' | 'suspended';
      userId: string;
      role: Role;
      provider: Provider;
      emailConfirmed: boolean;
      schoolId: string | null;
      twoFactor: TwoFactorMethod | 'off';
      /** Day (YYYY-MM-DD) of the last recorded activity. */
      lastActivityDay: string | null;
    };

export const initialState: UserState = { status: 'absent' };

export function evolve(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const { userId, role, provider, emailConfirmed, schoolId } = event.data;
    return {
      status: 'active',
      userId,
      role,
      provider,
      emailConfirmed,
      schoolId,
      twoFactor: 'off',
      lastActivityDay: null,
    };
  }
  if (state.status === 'absent' || state.status === 'forgotten') return state;
  switch (event.type) {
    case 'UserEmailConfirmed':
      return { ...state, emailConfirmed: true };
    case 'UserPasswordChanged':
      return state;
    case 'UserRoleChanged':
      return { ...state, role: event.data.to };
    case 'UserSuspended':
      return { ...state, status: 'suspended' };
    case 'UserRestored':
      return { ...state, status: 'active' };
    case 'UserTwoFactorEnabled':
      return { ...state, twoFactor: event.data.method };
    case 'UserTwoFactorDisabled':
      return { ...state, twoFactor: 'off' };
    case 'UserForgotten':
      return { status: 'forgotten' };
    case 'UserEmailChanged':
      return { ...state, emailConfirmed: true };
    case 'UserProfileChanged':
    case 'UserAvatarChanged':
      return state;
    case 'UserActivityRecorded':
      return { ...state, lastActivityDay: event.data.day };
    default:
      return assertNever(event);
  }
}

export const userStreamName = (userId: string) => `user-${userId}`;
/** Keyed by a keyed hash of the address, so the stream name itself reveals no e-mail. */
export const userEmailStreamName = (emailKey: string) => `user-email-${emailKey}`;

/** Recorded alone on `user-email-<key>`: the first append owns the address. */
export type UserEmailReserved = DomainEvent<'UserEmailReserved', { userId: string }>;

/** The address is free again (its owner moved to another one). */
export type UserEmailReleased = DomainEvent<'UserEmailReleased', { userId: string }>;

/** On `user-phone-<key>`: phone numbers are unique across accounts (spec §8 "phone already exists"). */
export type UserPhoneReserved = DomainEvent<'UserPhoneReserved', { userId: string }>;
export type UserPhoneReleased = DomainEvent<'UserPhoneReleased', { userId: string }>;
export const userPhoneStreamName = (phoneKey: string) => `user-phone-${phoneKey}`;

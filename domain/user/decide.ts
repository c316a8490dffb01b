import { DomainError } from '../shared/domain-error.ts';
import type { ErrorCode } from '../shared/error-codes.ts';
import { assertNever } from '../shared/event.ts';
import type { UserEvent, UserState } from './events.ts';
import {
  becomeTeacherProblem,
  canChangeRole,
  canUseTwoFactor,
  checkEmail,
  checkName,
  checkPhone,
  type Provider,
  type Role,
  type TwoFactorMethod,
} from './rules.ts';

export type RegisterUser = {
  type: 'RegisterUser';
  data: {
    userId: string;
    name: string;
    email: string;
    provider: Provider;
    providerId: string | null;
    role: Role;
    /** Third-party providers vouch for the address. */
    emailConfirmed: boolean;
    schoolId: string | null;
  };
};
export type ConfirmEmail = { type: 'ConfirmEmail' };
export type ChangePassword = { type: 'ChangePassword'; data: { reason: 'changed' | 'reset' } };
export type ChangeRole = { type: 'ChangeRole'; data: { to: Role } };
/** The person's own, irreversible choice (spec §6); an admin's grant is ChangeRole. */
export type BecomeTeacher = { type: 'BecomeTeacher' };
export type SuspendUser = { type: 'SuspendUser' };
export type RestoreUser = { type: 'RestoreUser' };
export type ForgetUser = { type: 'ForgetUser' };
/** The handler has already checked the code that proves the person holds the new factor. */
export type EnableTwoFactor = { type: 'EnableTwoFactor'; data: { method: TwoFactorMethod } };
/** The handler has already checked a current code of the factor in use. */
export type DisableTwoFactor = { type: 'DisableTwoFactor' };

export type ChangeProfile = {
  type: 'ChangeProfile';
  data: { name?: string; phone?: string | null; newsletter?: boolean };
};
export type ChangeEmail = { type: 'ChangeEmail'; data: { email: string } };
export type ChangeAvatar = { type: 'ChangeAvatar'; data: { avatarPath: string | null } };
export type RecordActivity = { type: 'RecordActivity'; data: { day: string; providerId: string | null } };

export type UserCommand =
  | ChangeProfile
  | ChangeEmail
  | ChangeAvatar
  | RecordActivity
  | RegisterUser
  | ConfirmEmail
  | ChangePassword
  | ChangeRole
  | BecomeTeacher
  | SuspendUser
  | RestoreUser
  | EnableTwoFactor
  | DisableTwoFactor
  | ForgetUser;

/** Unwraps a rule's result, or throws its problem as the error code. */
function valid<T extends object>(checked: T): Exclude<T, { problem: ErrorCode }> {
  if ('problem' in checked) throw new DomainError(checked.problem as ErrorCode);
  return checked as Exclude<T, { problem: ErrorCode }>;
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.status !== 'absent') throw new DomainError('user_already_exists');
    const { name } = valid(checkName(command.data.name));
    const { email } = valid(checkEmail(command.data.email));
    return [{ type: 'UserRegistered', data: { ...command.data, name, email } }];
  }
  if (state.status === 'absent' || state.status === 'forgotten') throw new DomainError('user_not_found');
  const { userId } = state;
  switch (command.type) {
    case 'ConfirmEmail':
      return state.emailConfirmed ? [] : [{ type: 'UserEmailConfirmed', data: { userId } }];
    case 'ChangePassword':
      return [{ type: 'UserPasswordChanged', data: { userId, reason: command.data.reason } }];
    case 'ChangeRole':
      if (state.role === command.data.to) return [];
      if (!canChangeRole(state.role, command.data.to)) throw new DomainError('role_change_irreversible');
      return [{ type: 'UserRoleChanged', data: { userId, from: state.role, to: command.data.to } }];
    case 'BecomeTeacher': {
      const problem = becomeTeacherProblem(state.role);
      if (problem) throw new DomainError(problem);
      return [{ type: 'UserRoleChanged', data: { userId, from: state.role, to: 'teacher' } }];
    }
    case 'SuspendUser':
      return state.status === 'suspended' ? [] : [{ type: 'UserSuspended', data: { userId } }];
    case 'RestoreUser':
      return state.status === 'active' ? [] : [{ type: 'UserRestored', data: { userId } }];
    case 'EnableTwoFactor':
      if (!canUseTwoFactor(state)) throw new DomainError('two_factor_unavailable');
      if (state.twoFactor !== 'off') throw new DomainError('two_factor_already_enabled');
      return [{ type: 'UserTwoFactorEnabled', data: { userId, method: command.data.method } }];
    case 'DisableTwoFactor':
      if (state.twoFactor === 'off') throw new DomainError('two_factor_not_enabled');
      return [{ type: 'UserTwoFactorDisabled', data: { userId, method: state.twoFactor } }];
    case 'ChangeProfile': {
      const { name, phone, newsletter } = command.data;
      const data: Extract<UserEvent, { type: 'UserProfileChanged' }>['data'] = { userId };
      if (name !== undefined) data.name = valid(checkName(name)).name;
      if (phone !== undefined)
        data.phone = phone === null || phone.trim() === '' ? null : valid(checkPhone(phone)).phone;
      if (newsletter !== undefined) data.newsletter = newsletter;
      return Object.keys(data).length > 1 ? [{ type: 'UserProfileChanged', data }] : [];
    }
    case 'ChangeEmail':
      return [
        { type: 'UserEmailChanged', data: { userId, email: valid(checkEmail(command.data.email)).email } },
      ];
    case 'ChangeAvatar':
      return [{ type: 'UserAvatarChanged', data: { userId, avatarPath: command.data.avatarPath } }];
    case 'RecordActivity':
      // One record a day is enough to know who is active; every page view would flood the log.
      if (state.lastActivityDay === command.data.day) return [];
      return [{ type: 'UserActivityRecorded', data: { userId, ...command.data } }];
    case 'ForgetUser':
      return [{ type: 'UserForgotten', data: { userId } }];
    default:
      return assertNever(command);
  }
}

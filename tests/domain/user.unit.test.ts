import { describe, expect, it } from 'vitest';
import { decide } from '../../domain/user/decide.ts';
import { evolve, initialState, type UserEvent } from '../../domain/user/events.ts';
import {
  canChangeRole,
  canGrantRole,
  canModerate,
  checkEmail,
  checkName,
  checkPassword,
} from '../../domain/user/rules.ts';
import { deciderSpec } from '../support/decider.ts';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    role: 'user',
    provider: 'local',
    providerId: null,
    emailConfirmed: false,
    schoolId: null,
  },
};

const { given } = deciderSpec({ decide, evolve, initialState });

describe('user decider', () => {
  it('registers with a tidied name and a lower-cased address', () => {
    const result = given().when({
      type: 'RegisterUser',
      data: { ...registered.data, name: '  Ada   Lovelace ', email: ' ADA@Example.org' },
    });
    expect(result).toEqual({ events: [registered] });
  });

  it('confirms an address once; a second confirmation records nothing', () => {
    expect(given(registered).when({ type: 'ConfirmEmail' })).toEqual({
      events: [{ type: 'UserEmailConfirmed', data: { userId: 'u1' } }],
    });
    expect(
      given(registered, { type: 'UserEmailConfirmed', data: { userId: 'u1' } }).when({
        type: 'ConfirmEmail',
      }),
    ).toEqual({ events: [] });
  });

  it('makes teacher irreversible', () => {
    const teacher: UserEvent = {
      type: 'UserRoleChanged',
      data: { userId: 'u1', from: 'user', to: 'teacher' },
    };
    expect(given(registered, teacher).when({ type: 'ChangeRole', data: { to: 'creator' } })).toEqual({
      error: 'role_change_irreversible',
    });
    expect(
      given(registered, teacher).when({ type: 'ChangeRole', data: { to: 'teacher_plus' } }),
    ).toMatchObject({ events: [{ type: 'UserRoleChanged' }] });
  });

  it('makes a person a teacher at their own word, once and for good', () => {
    const becameTeacher: UserEvent = {
      type: 'UserRoleChanged',
      data: { userId: 'u1', from: 'user', to: 'teacher' },
    };
    expect(given(registered).when({ type: 'BecomeTeacher' })).toEqual({ events: [becameTeacher] });
    expect(given(registered, becameTeacher).when({ type: 'BecomeTeacher' })).toEqual({
      error: 'already_teacher',
    });
    expect(given(registered, becameTeacher).when({ type: 'ChangeRole', data: { to: 'user' } })).toEqual({
      error: 'role_change_irreversible',
    });
  });

  it('refuses to make a teacher of a pupil, an admin, a school admin or a partner', () => {
    for (const role of [
      'student',
      'student_plus',
      'admin',
      'super_admin',
      'school_admin',
      'partner',
    ] as const) {
      const as: UserEvent = { type: 'UserRoleChanged', data: { userId: 'u1', from: 'user', to: role } };
      expect(given(registered, as).when({ type: 'BecomeTeacher' })).toEqual({
        error: 'cannot_become_teacher',
      });
    }
    expect(given().when({ type: 'BecomeTeacher' })).toEqual({ error: 'user_not_found' });
  });

  it('suspends and restores, each only when it changes something', () => {
    const suspended: UserEvent = { type: 'UserSuspended', data: { userId: 'u1' } };
    expect(given(registered).when({ type: 'SuspendUser' })).toEqual({ events: [suspended] });
    expect(given(registered, suspended).when({ type: 'SuspendUser' })).toEqual({ events: [] });
    expect(given(registered, suspended).when({ type: 'RestoreUser' })).toEqual({
      events: [{ type: 'UserRestored', data: { userId: 'u1' } }],
    });
  });

  it('refuses commands on an account that does not exist', () => {
    expect(given().when({ type: 'SuspendUser' })).toEqual({ error: 'user_not_found' });
  });
});

describe('account rules (spec §5, §6)', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@sub.example.org', true],
    ['a..b@example.org', false],
    ['.a@example.org', false],
    ['a@example.c0m', false],
    ['a@example.c', false],
    ['a@localhost', false],
    [`${'a'.repeat(65)}@example.org`, false],
    [`a@${'b'.repeat(250)}.org`, false],
    ['no-at-sign.example.org', false],
  ])('checks the e-mail address %s', (email, ok) => {
    expect('email' in checkEmail(email)).toBe(ok);
  });

  it('needs a name of at least 5 characters as displayed', () => {
    expect(checkName('Åsa B')).toEqual({ name: 'Åsa B' });
    expect(checkName(' Bob ')).toEqual({ problem: 'name_too_short' });
  });

  it('asks passwords for length only', () => {
    expect(checkPassword('1234567')).toEqual({ problem: 'password_too_short' });
    expect(checkPassword('correct horse')).toBeNull();
  });

  it('lets only super admins make admins, and nobody moderate a super admin', () => {
    expect(canGrantRole('admin', 'teacher')).toBe(true);
    expect(canGrantRole('admin', 'admin')).toBe(false);
    expect(canGrantRole('super_admin', 'admin')).toBe(true);
    expect(canModerate('admin', 'super_admin')).toBe(false);
    expect(canModerate('admin', 'admin')).toBe(false);
    expect(canChangeRole('teacher', 'user')).toBe(false);
  });
});

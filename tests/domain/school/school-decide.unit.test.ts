import { describe, expect, it } from 'vitest';
import type { SchoolActor } from '../../../domain/school/decide.ts';
import { brokenRule } from '../../support/decider.ts';
import { admin, created, given, memberAdded, profile, statusChanged, T0 } from './school-fixtures.ts';

const teacher: SchoolActor = { userId: 't1', role: 'teacher' };
const create = (actor: SchoolActor, change: Record<string, unknown> = {}) =>
  given().decide({
    type: 'CreateSchool',
    actor,
    data: {
      ...profile,
      schoolId: 's1',
      feideOrg: null,
      at: T0,
      nameTaken: false,
      slugTaken: false,
      ...change,
    },
  });

describe('creating a school', () => {
  it('creates it with a clean profile and makes the creator its first administrator', () => {
    const events = create(teacher);
    expect(events).toMatchObject([
      {
        type: 'SchoolCreated',
        data: {
          schoolName: 'Nordstrand skole',
          slug: 'nordstrand-skole',
          country: 'NO',
          phone: '+4791234567',
        },
      },
      { type: 'SchoolMemberAdded', data: { userId: 't1', role: 'teacher', admin: true, via: 'creator' } },
    ]);
  });

  it.each([
    [{ schoolName: '  ' }, 'school_name_required'],
    [{ name: '' }, 'school_contact_name_required'],
    [{ phone: '12' }, 'phone_invalid'],
    [{ email: 'not-an-address' }, 'email_invalid'],
    [{ district: '' }, 'school_district_required'],
    [{ country: 'Norway' }, 'school_country_invalid'],
    [{ slug: 'nord strand' }, 'school_slug_invalid'],
    [{ slug: 'skole_1' }, 'school_slug_invalid'],
    [{ slug: '---' }, 'school_slug_invalid'],
    [{ slug: 'Purchase' }, 'school_slug_invalid'],
    [{ timeZone: 'Mars/Olympus' }, 'school_time_zone_invalid'],
    [{ nameTaken: true }, 'school_name_taken'],
    [{ slugTaken: true }, 'school_slug_taken'],
  ])('refuses %o with %s', (change, code) => {
    expect(brokenRule(() => create(teacher, change))).toBe(code);
  });

  it('accepts a slug of letters, numbers and hyphens', () => {
    expect(brokenRule(() => create(teacher, { slug: 'Skole-2-Oslo' }))).toBeNull();
  });

  it.each(['student', 'student_plus', 'user', 'creator'] as const)('refuses a %s', (role) => {
    expect(brokenRule(() => create({ userId: 'x', role }))).toBe('no_permission');
  });

  it('cannot create the same school twice', () => {
    expect(
      brokenRule(() =>
        given(...created).decide({
          type: 'CreateSchool',
          actor: teacher,
          data: { ...profile, schoolId: 's1', feideOrg: null, at: T0, nameTaken: false, slugTaken: false },
        }),
      ),
    ).toBe('school_already_exists');
  });
});

describe('Feide sign-in', () => {
  const join = (feideOrg: string, role: SchoolActor['role'] = 'teacher') => ({
    type: 'JoinByFeide' as const,
    actor: { userId: 'f1', role },
    data: { feideOrg, at: T0 },
  });

  it('adds a person from the school’s organisation once, as student or teacher from their account', () => {
    expect(given(...created).decide(join('fc:org:nordstrand.no', 'student'))).toMatchObject([
      { type: 'SchoolMemberAdded', data: { userId: 'f1', role: 'student', admin: false, via: 'feide' } },
    ]);
    expect(given(...created, memberAdded('f1')).decide(join('fc:org:nordstrand.no'))).toEqual([]);
  });

  it('keeps a removed person out however often they sign in', () => {
    expect(
      given(...created, memberAdded('f1'), statusChanged('f1', 'removed')).decide(
        join('fc:org:nordstrand.no'),
      ),
    ).toEqual([]);
  });

  it('refuses another organisation', () => {
    expect(brokenRule(() => given(...created).decide(join('fc:org:other.no')))).toBe('no_permission');
  });
});

describe('access requests', () => {
  const request = { type: 'RequestAccess' as const, actor: teacher, data: { at: T0 } };
  const requested = given(...created, {
    type: 'SchoolAccessRequested',
    data: { schoolId: 's1', userId: 't1', at: T0 },
  });

  it('are accepted into a member or rejected', () => {
    expect(given(...created).decide(request)).toMatchObject([{ type: 'SchoolAccessRequested' }]);
    expect(
      requested.decide({
        type: 'AcceptAccess',
        actor: admin,
        data: { userId: 't1', accountRole: 'teacher', at: T0 },
      }),
    ).toMatchObject([
      { type: 'SchoolAccessAccepted' },
      { type: 'SchoolMemberAdded', data: { userId: 't1', via: 'request' } },
    ]);
    expect(requested.decide({ type: 'RejectAccess', actor: admin, data: { userId: 't1' } })).toMatchObject([
      { type: 'SchoolAccessRejected' },
    ]);
  });

  it('cannot be asked twice, nor by a member, nor answered when there is none', () => {
    expect(brokenRule(() => requested.decide(request))).toBe('school_request_pending');
    expect(brokenRule(() => given(...created, memberAdded('t1')).decide(request))).toBe(
      'school_already_member',
    );
    expect(
      brokenRule(() =>
        given(...created).decide({ type: 'RejectAccess', actor: admin, data: { userId: 't1' } }),
      ),
    ).toBe('school_request_not_found');
  });
});

describe('invitations', () => {
  const invite = (email: string, alreadyMember = false) => ({
    type: 'InviteMember' as const,
    actor: admin,
    data: {
      invitationId: 'i1',
      email,
      role: 'teacher' as const,
      inviterEmail: 'Admin@School.no',
      alreadyMember,
      at: T0,
    },
  });
  const invited = [
    ...created,
    {
      type: 'SchoolInvitationCreated' as const,
      data: {
        schoolId: 's1',
        invitationId: 'i1',
        email: 'ola@school.no',
        role: 'teacher' as const,
        invitedBy: 'admin-1',
        at: T0,
      },
    },
  ];
  const accept = (email: string, invitationId = 'i1', emailConfirmed = true) => ({
    type: 'AcceptInvitation' as const,
    actor: teacher,
    data: { invitationId, email, emailConfirmed, at: T0 },
  });

  it('is ready, then sent', () => {
    expect(given(...created).decide(invite(' Ola@School.no '))).toMatchObject([
      { type: 'SchoolInvitationCreated', data: { email: 'ola@school.no', role: 'teacher' } },
    ]);
    expect(
      given(...invited).decide({ type: 'MarkInvitationSent', actor: admin, data: { invitationId: 'i1' } }),
    ).toMatchObject([{ type: 'SchoolInvitationSent' }]);
  });

  it('refuses your own e-mail, someone already invited, and a member', () => {
    expect(brokenRule(() => given(...created).decide(invite('admin@school.no')))).toBe('invite_own_email');
    expect(
      brokenRule(() =>
        given(...invited).decide({
          ...invite('OLA@school.no'),
          data: { ...invite('OLA@school.no').data, invitationId: 'i2' },
        }),
      ),
    ).toBe('invite_already_invited');
    expect(brokenRule(() => given(...created).decide(invite('member@school.no', true)))).toBe(
      'invite_already_member',
    );
  });

  it('lets the invited person join with the invited role, once', () => {
    expect(given(...invited).decide(accept('OLA@school.no'))).toMatchObject([
      { type: 'SchoolInvitationAccepted', data: { userId: 't1' } },
      { type: 'SchoolMemberAdded', data: { userId: 't1', role: 'teacher', via: 'invitation' } },
    ]);
    const used = {
      type: 'SchoolInvitationAccepted' as const,
      data: { schoolId: 's1', invitationId: 'i1', userId: 't1' },
    };
    expect(brokenRule(() => given(...invited, used).decide(accept('ola@school.no')))).toBe(
      'school_invitation_used',
    );
  });

  it('refuses the invited address until it is confirmed, and leaves the invitation open', () => {
    expect(brokenRule(() => given(...invited).decide(accept('ola@school.no', 'i1', false)))).toBe(
      'school_invitation_email_unconfirmed',
    );
    // Nothing was recorded: once the address is confirmed, the same invitation lets them in.
    expect(given(...invited).decide(accept('ola@school.no'))).toMatchObject([
      { type: 'SchoolInvitationAccepted' },
      { type: 'SchoolMemberAdded', data: { userId: 't1', via: 'invitation' } },
    ]);
  });

  it('refuses someone signed in with another e-mail than the invited one', () => {
    expect(brokenRule(() => given(...invited).decide(accept('someone.else@school.no')))).toBe(
      'invited_email_mismatch',
    );
    expect(brokenRule(() => given(...invited).decide(accept('ola@school.no', 'nope')))).toBe(
      'school_invitation_not_found',
    );
  });
});

describe('users', () => {
  const school = [...created, memberAdded('t1'), memberAdded('t2')];

  it('changes roles and status and makes or unmakes admins', () => {
    expect(
      given(...school).decide({
        type: 'ChangeMemberRole',
        actor: admin,
        data: { userId: 't1', role: 'teacher_plus' },
      }),
    ).toMatchObject([{ type: 'SchoolMemberRoleChanged', data: { role: 'teacher_plus' } }]);
    expect(
      given(...school).decide({
        type: 'SetMemberStatus',
        actor: admin,
        data: { userId: 't1', status: 'suspended' },
      }),
    ).toMatchObject([{ type: 'SchoolMemberStatusChanged', data: { status: 'suspended' } }]);
    const promoted = {
      type: 'SchoolMemberAdminChanged' as const,
      data: { schoolId: 's1', userId: 't1', admin: true },
    };
    expect(
      given(...school).decide({ type: 'SetMemberAdmin', actor: admin, data: { userId: 't1', admin: true } }),
    ).toEqual([promoted]);
    expect(
      given(...school, promoted).decide({
        type: 'SetMemberAdmin',
        actor: admin,
        data: { userId: 'admin-1', admin: false },
      }),
    ).toMatchObject([{ type: 'SchoolMemberAdminChanged', data: { admin: false } }]);
  });

  it('keeps at least one active admin, and an admin cannot lock themselves out', () => {
    expect(
      brokenRule(() =>
        given(...school).decide({
          type: 'SetMemberAdmin',
          actor: admin,
          data: { userId: 'admin-1', admin: false },
        }),
      ),
    ).toBe('school_last_admin');
    expect(
      brokenRule(() =>
        given(...school).decide({
          type: 'SetMemberStatus',
          actor: admin,
          data: { userId: 'admin-1', status: 'removed' },
        }),
      ),
    ).toBe('school_cannot_change_self');
  });

  it('does not make a student or a suspended member an admin', () => {
    expect(
      brokenRule(() =>
        given(...school, memberAdded('s', 'student')).decide({
          type: 'SetMemberAdmin',
          actor: admin,
          data: { userId: 's', admin: true },
        }),
      ),
    ).toBe('school_admin_must_be_teacher');
    expect(
      brokenRule(() =>
        given(...school, statusChanged('t1', 'suspended')).decide({
          type: 'SetMemberAdmin',
          actor: admin,
          data: { userId: 't1', admin: true },
        }),
      ),
    ).toBe('school_member_not_active');
  });

  it('refuses an unknown member', () => {
    expect(
      brokenRule(() =>
        given(...school).decide({
          type: 'SetMemberStatus',
          actor: admin,
          data: { userId: 'zz', status: 'active' },
        }),
      ),
    ).toBe('school_member_not_found');
  });
});

describe('subjects', () => {
  const added = {
    type: 'SchoolSubjectAdded' as const,
    data: { schoolId: 's1', subjectId: 'sub1', name: 'Matematikk' },
  };
  const add = (name: string, subjectId = 'sub2') => ({
    type: 'AddSubject' as const,
    actor: admin,
    data: { subjectId, name },
  });

  it('need a name that is unique in the school, ignoring case', () => {
    expect(given(...created).decide(add('  Norsk  '))).toMatchObject([
      { type: 'SchoolSubjectAdded', data: { name: 'Norsk' } },
    ]);
    expect(brokenRule(() => given(...created).decide(add('   ')))).toBe('subject_name_required');
    expect(brokenRule(() => given(...created, added).decide(add('MATEMATIKK')))).toBe('subject_name_taken');
  });

  it('are renamed and turned on or off', () => {
    expect(
      given(...created, added).decide({
        type: 'ChangeSubject',
        actor: admin,
        data: { subjectId: 'sub1', active: false },
      }),
    ).toMatchObject([{ type: 'SchoolSubjectChanged', data: { active: false } }]);
    expect(
      given(...created, added).decide({
        type: 'ChangeSubject',
        actor: admin,
        data: { subjectId: 'sub1', name: 'Matematikk' },
      }),
    ).toEqual([]);
  });
});

describe('switching school', () => {
  it('is for active members only', () => {
    const select = { type: 'SelectSchool' as const, actor: teacher, data: {} };
    expect(given(...created, memberAdded('t1')).decide(select)).toMatchObject([
      { type: 'SchoolSelected', data: { userId: 't1' } },
    ]);
    expect(
      brokenRule(() => given(...created, memberAdded('t1'), statusChanged('t1', 'suspended')).decide(select)),
    ).toBe('school_not_member');
    expect(brokenRule(() => given(...created).decide(select))).toBe('school_not_member');
  });
});

import { describe, expect, it } from 'vitest';
import { SCHOOL_COMMAND_TYPES, type SchoolActor, type SchoolCommand } from '../../../domain/school/decide.ts';
import { foldSchool, type SchoolEvent } from '../../../domain/school/events.ts';
import { resendableInvitation } from '../../../domain/school/resend.ts';
import { ROLES, type Role } from '../../../domain/user/rules.ts';
import { brokenRule } from '../../support/decider.ts';
import {
  created,
  given,
  memberAdded,
  named,
  profile,
  STANDINGS,
  type Standing,
  statusChanged,
  T0,
} from './school-fixtures.ts';

/*
 * Every school command × every account role × how the actor stands in the school: not a member, or a
 * member with each school role (teacher, teacher_plus, student, student_plus), a school admin or not
 * (admins are teachers), active, suspended or removed. Allowed, or `no_permission` (or the membership
 * rule the command checks). The school already holds a pending request from `asker`, a ready
 * invitation for the actor's own address and a subject, so each command has something to act on.
 */

const ACTOR = 'actor';

function school(standing: Standing): SchoolEvent[] {
  const events: SchoolEvent[] = [
    ...created,
    memberAdded('target'),
    { type: 'SchoolAccessRequested', data: { schoolId: 's1', userId: 'asker', at: T0 } },
    {
      type: 'SchoolInvitationCreated',
      data: {
        schoolId: 's1',
        invitationId: 'inv',
        email: 'actor@school.no',
        role: 'teacher',
        invitedBy: 'admin-1',
        at: T0,
      },
    },
    { type: 'SchoolSubjectAdded', data: { schoolId: 's1', subjectId: 'sub', name: 'Norsk' } },
  ];
  if (standing === 'outsider') return events;
  events.push(memberAdded(ACTOR, standing.role, standing.admin));
  if (standing.status !== 'active') events.push(statusChanged(ACTOR, standing.status));
  return events;
}

function command(type: SchoolCommand['type'], actor: SchoolActor): SchoolCommand {
  const taken = { nameTaken: false, slugTaken: false };
  switch (type) {
    case 'CreateSchool':
      return { type, actor, data: { ...profile, ...taken, schoolId: 's2', feideOrg: null, at: T0 } };
    case 'UpdateSchool':
      return { type, actor, data: { ...profile, ...taken, district: 'Bergen' } };
    case 'JoinByFeide':
      return { type, actor, data: { feideOrg: 'fc:org:nordstrand.no', at: T0 } };
    case 'RequestAccess':
      return { type, actor, data: { at: T0 } };
    case 'AcceptAccess':
      return { type, actor, data: { userId: 'asker', accountRole: 'teacher', at: T0 } };
    case 'RejectAccess':
      return { type, actor, data: { userId: 'asker' } };
    case 'InviteMember':
      return {
        type,
        actor,
        data: {
          invitationId: 'inv2',
          email: 'new@school.no',
          role: 'teacher',
          inviterEmail: 'actor@school.no',
          alreadyMember: false,
          at: T0,
        },
      };
    case 'MarkInvitationSent':
      return { type, actor, data: { invitationId: 'inv' } };
    case 'AcceptInvitation':
      return {
        type,
        actor,
        data: { invitationId: 'inv', email: 'actor@school.no', emailConfirmed: true, at: T0 },
      };
    case 'ChangeMemberRole':
      return { type, actor, data: { userId: 'target', role: 'teacher_plus' } };
    case 'SetMemberStatus':
      return { type, actor, data: { userId: 'target', status: 'suspended' } };
    case 'SetMemberAdmin':
      return { type, actor, data: { userId: 'target', admin: true } };
    case 'AddSubject':
      return { type, actor, data: { subjectId: 'sub2', name: 'Engelsk' } };
    case 'ChangeSubject':
      return { type, actor, data: { subjectId: 'sub', active: false } };
    case 'SelectSchool':
      return { type, actor, data: {} };
  }
}

const MANAGE = new Set<SchoolCommand['type']>([
  'UpdateSchool',
  'AcceptAccess',
  'RejectAccess',
  'InviteMember',
  'MarkInvitationSent',
  'ChangeMemberRole',
  'SetMemberStatus',
  'SetMemberAdmin',
  'AddSubject',
  'ChangeSubject',
]);
const CREATORS = new Set<Role>(['teacher', 'teacher_plus', 'school_admin', 'super_admin', 'admin']);

/** What the rules say, written out by hand from spec §6 and the choices in domain/school/rules.ts. */
function expected(type: SchoolCommand['type'], role: Role, standing: Standing): string | null {
  const siteAdmin = role === 'super_admin' || role === 'admin';
  if (type === 'CreateSchool') return CREATORS.has(role) ? null : 'no_permission';
  const member = standing !== 'outsider';
  const active = member && standing.status === 'active';
  if (MANAGE.has(type)) return siteAdmin || (active && standing.admin) ? null : 'no_permission';
  switch (type) {
    case 'JoinByFeide':
      return null; // the organisation decides; a member already in changes nothing
    case 'RequestAccess':
      return member ? 'school_already_member' : null;
    case 'AcceptInvitation':
      return !member || active ? null : 'school_member_not_active';
    case 'SelectSchool':
      return active ? null : 'school_not_member';
    default:
      throw new Error(`no expectation for ${type}`);
  }
}

describe('the school permission matrix', () => {
  for (const type of SCHOOL_COMMAND_TYPES)
    describe(type, () => {
      it.each(
        ROLES.flatMap((role) => STANDINGS.map((standing) => [role, named(standing), standing] as const)),
      )('as %s, %s', (role, _name, standing) => {
        const actor = { userId: ACTOR, role };
        const events = type === 'CreateSchool' ? [] : school(standing);
        expect(brokenRule(() => given(...events).decide(command(type, actor)))).toBe(
          expected(type, role, standing),
        );
      });
    });
});

/** Sending an invitation again (domain/school/resend.ts) is Manage School's too: its active admins and operators. */
describe('resending an invitation', () => {
  it.each(ROLES.flatMap((role) => STANDINGS.map((standing) => [role, named(standing), standing] as const)))(
    'as %s, %s',
    (role, _name, standing) => {
      const actor = { userId: ACTOR, role };
      const siteAdmin = role === 'super_admin' || role === 'admin';
      const manages = standing !== 'outsider' && standing.status === 'active' && standing.admin;
      expect(brokenRule(() => resendableInvitation(foldSchool(school(standing)), actor, 'inv'))).toBe(
        siteAdmin || manages ? null : 'no_permission',
      );
    },
  );

  it('refuses an invitation already used, or unknown', () => {
    const used: SchoolEvent[] = [
      ...school({ role: 'teacher', admin: true, status: 'active' }),
      { type: 'SchoolInvitationAccepted', data: { schoolId: 's1', invitationId: 'inv', userId: 'someone' } },
    ];
    const actor = { userId: ACTOR, role: 'teacher' as const };
    expect(brokenRule(() => resendableInvitation(foldSchool(used), actor, 'inv'))).toBe(
      'school_invitation_used',
    );
    expect(brokenRule(() => resendableInvitation(foldSchool(used), actor, 'nope'))).toBe(
      'school_invitation_not_found',
    );
  });
});

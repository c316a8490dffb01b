import { DomainError } from '../shared/domain-error.ts';
import { assertNever } from '../shared/event.ts';
import type { Role } from '../user/rules.ts';
import type { OpenSchool, SchoolEvent, SchoolState } from './events.ts';
import {
  checkSchoolForm,
  checkSubjectName,
  isSiteAdmin,
  isStudentRole,
  type MemberStatus,
  SCHOOL_CREATOR_ROLES,
  type SchoolProfile,
  type SchoolRole,
  schoolRoleFor,
  subjectKey,
} from './rules.ts';

/** Who asks: their account id and account role (an operator admin may manage any school). */
export interface SchoolActor {
  userId: string;
  role: Role;
}

/** What the read side knows that one school's stream cannot: whether a name or slug is another school's. */
export interface Uniqueness {
  nameTaken: boolean;
  slugTaken: boolean;
}

type WithActor<T extends string, D> = { type: T; actor: SchoolActor; data: D };

export type CreateSchool = WithActor<
  'CreateSchool',
  SchoolProfile & Uniqueness & { schoolId: string; feideOrg: string | null; at: string }
>;
export type UpdateSchool = WithActor<'UpdateSchool', SchoolProfile & Uniqueness>;
/** A Feide sign-in from the school's organisation: the person belongs here (spec §1). */
export type JoinByFeide = WithActor<'JoinByFeide', { feideOrg: string; at: string }>;
export type RequestAccess = WithActor<'RequestAccess', { at: string }>;
export type AcceptAccess = WithActor<'AcceptAccess', { userId: string; accountRole: Role; at: string }>;
export type RejectAccess = WithActor<'RejectAccess', { userId: string }>;
export type InviteMember = WithActor<
  'InviteMember',
  {
    invitationId: string;
    email: string;
    role: SchoolRole;
    /** The inviter's own address (spec §5: not your own e-mail). */
    inviterEmail: string;
    /** Whether the address belongs to someone who is a member already (spec §5). */
    alreadyMember: boolean;
    at: string;
  }
>;
export type MarkInvitationSent = WithActor<'MarkInvitationSent', { invitationId: string }>;
export type AcceptInvitation = WithActor<
  'AcceptInvitation',
  {
    invitationId: string;
    email: string;
    /** Whether the accepting account has proved, by the confirmation link, that `email` is theirs. */
    emailConfirmed: boolean;
    at: string;
  }
>;
export type ChangeMemberRole = WithActor<'ChangeMemberRole', { userId: string; role: SchoolRole }>;
export type SetMemberStatus = WithActor<'SetMemberStatus', { userId: string; status: MemberStatus }>;
export type SetMemberAdmin = WithActor<'SetMemberAdmin', { userId: string; admin: boolean }>;
export type AddSubject = WithActor<'AddSubject', { subjectId: string; name: string }>;
export type ChangeSubject = WithActor<
  'ChangeSubject',
  { subjectId: string; name?: string; active?: boolean }
>;
export type SelectSchool = WithActor<'SelectSchool', Record<string, never>>;

export type SchoolCommand =
  | CreateSchool
  | UpdateSchool
  | JoinByFeide
  | RequestAccess
  | AcceptAccess
  | RejectAccess
  | InviteMember
  | MarkInvitationSent
  | AcceptInvitation
  | ChangeMemberRole
  | SetMemberStatus
  | SetMemberAdmin
  | AddSubject
  | ChangeSubject
  | SelectSchool;

export const SCHOOL_COMMAND_TYPES = [
  'CreateSchool',
  'UpdateSchool',
  'JoinByFeide',
  'RequestAccess',
  'AcceptAccess',
  'RejectAccess',
  'InviteMember',
  'MarkInvitationSent',
  'AcceptInvitation',
  'ChangeMemberRole',
  'SetMemberStatus',
  'SetMemberAdmin',
  'AddSubject',
  'ChangeSubject',
  'SelectSchool',
] as const satisfies readonly SchoolCommand['type'][];

/** An active administrator of this school, or an operator admin. Suspended or removed admins are not. */
export function canManageSchool(state: OpenSchool, actor: SchoolActor): boolean {
  if (isSiteAdmin(actor.role)) return true;
  const member = state.members.get(actor.userId);
  return member?.status === 'active' && member.admin;
}

export const isActiveMember = (state: OpenSchool, userId: string) =>
  state.members.get(userId)?.status === 'active';

export function decideSchool(command: SchoolCommand, state: SchoolState): SchoolEvent[] {
  if (command.type === 'CreateSchool') return create(command, state);
  if (state.status === 'absent') throw new DomainError('school_not_found');
  const schoolId = state.schoolId;
  const { actor } = command;
  const manage = () => {
    if (!canManageSchool(state, actor)) throw new DomainError('no_permission');
  };
  switch (command.type) {
    case 'UpdateSchool': {
      manage();
      const { nameTaken, slugTaken, ...raw } = command.data;
      const profile = checkedProfile(raw, { nameTaken, slugTaken });
      return [{ type: 'SchoolUpdated', data: { schoolId, ...profile } }];
    }
    case 'JoinByFeide': {
      // Only the school's own organisation, and only once: a removed person stays out however often they sign in.
      if (!state.feideOrg || state.feideOrg !== command.data.feideOrg) throw new DomainError('no_permission');
      if (state.members.has(actor.userId)) return [];
      return [memberAdded(schoolId, actor.userId, schoolRoleFor(actor.role), 'feide', command.data.at)];
    }
    case 'RequestAccess': {
      if (state.members.has(actor.userId)) throw new DomainError('school_already_member');
      if (state.pendingRequests.has(actor.userId)) throw new DomainError('school_request_pending');
      return [
        { type: 'SchoolAccessRequested', data: { schoolId, userId: actor.userId, at: command.data.at } },
      ];
    }
    case 'AcceptAccess': {
      manage();
      const { userId, accountRole, at } = command.data;
      if (!state.pendingRequests.has(userId)) throw new DomainError('school_request_not_found');
      return [
        { type: 'SchoolAccessAccepted', data: { schoolId, userId } },
        memberAdded(schoolId, userId, schoolRoleFor(accountRole), 'request', at),
      ];
    }
    case 'RejectAccess': {
      manage();
      if (!state.pendingRequests.has(command.data.userId)) throw new DomainError('school_request_not_found');
      return [{ type: 'SchoolAccessRejected', data: { schoolId, userId: command.data.userId } }];
    }
    case 'InviteMember':
      manage();
      return invite(command, state);
    case 'MarkInvitationSent': {
      manage();
      const invitation = state.invitations.get(command.data.invitationId);
      if (!invitation) throw new DomainError('school_invitation_not_found');
      if (invitation.status !== 'ready') return [];
      return [{ type: 'SchoolInvitationSent', data: { schoolId, invitationId: command.data.invitationId } }];
    }
    case 'AcceptInvitation':
      return acceptInvitation(command, state);
    case 'ChangeMemberRole': {
      manage();
      const member = existingMember(state, command.data.userId);
      if (member.role === command.data.role) return [];
      // A school admin is a teacher who manages: a student cannot hold the flag.
      if (member.admin && isStudentRole(command.data.role))
        throw new DomainError('school_admin_must_be_teacher');
      return [{ type: 'SchoolMemberRoleChanged', data: { schoolId, ...command.data } }];
    }
    case 'SetMemberStatus': {
      manage();
      const { userId, status } = command.data;
      const member = existingMember(state, userId);
      if (member.status === status) return [];
      // Locking oneself out, or leaving the school with nobody to run it, cannot be undone from inside.
      if (userId === actor.userId) throw new DomainError('school_cannot_change_self');
      if (member.admin && status !== 'active' && activeAdmins(state) <= 1)
        throw new DomainError('school_last_admin');
      return [{ type: 'SchoolMemberStatusChanged', data: { schoolId, userId, status } }];
    }
    case 'SetMemberAdmin': {
      manage();
      const { userId, admin } = command.data;
      const member = existingMember(state, userId);
      if (member.admin === admin) return [];
      if (admin && member.status !== 'active') throw new DomainError('school_member_not_active');
      if (admin && isStudentRole(member.role)) throw new DomainError('school_admin_must_be_teacher');
      if (!admin && member.status === 'active' && activeAdmins(state) <= 1)
        throw new DomainError('school_last_admin');
      return [{ type: 'SchoolMemberAdminChanged', data: { schoolId, userId, admin } }];
    }
    case 'AddSubject': {
      manage();
      const checked = checkSubjectName(command.data.name);
      if ('problem' in checked) throw new DomainError(checked.problem);
      if (state.subjects.has(command.data.subjectId)) throw new DomainError('subject_already_exists');
      subjectNameFree(state, checked.name, null);
      return [
        {
          type: 'SchoolSubjectAdded',
          data: { schoolId, subjectId: command.data.subjectId, name: checked.name },
        },
      ];
    }
    case 'ChangeSubject':
      manage();
      return changeSubject(command, state);
    case 'SelectSchool':
      if (!isActiveMember(state, actor.userId)) throw new DomainError('school_not_member');
      return [{ type: 'SchoolSelected', data: { schoolId, userId: actor.userId } }];
    default:
      return assertNever(command);
  }
}

function create(command: CreateSchool, state: SchoolState): SchoolEvent[] {
  if (state.status !== 'absent') throw new DomainError('school_already_exists');
  if (!SCHOOL_CREATOR_ROLES.includes(command.actor.role)) throw new DomainError('no_permission');
  const { schoolId, feideOrg, at, nameTaken, slugTaken, ...raw } = command.data;
  const profile = checkedProfile(raw, { nameTaken, slugTaken });
  const creator = command.actor;
  return [
    {
      type: 'SchoolCreated',
      data: { schoolId, ...profile, feideOrg, createdBy: creator.userId, createdAt: at },
    },
    // The creator runs the school: its first administrator, as a teacher whatever their account role.
    {
      type: 'SchoolMemberAdded',
      data: {
        schoolId,
        userId: creator.userId,
        role: schoolRoleFor(creator.role),
        admin: true,
        via: 'creator',
        at,
      },
    },
  ];
}

function checkedProfile(raw: SchoolProfile, taken: Uniqueness): SchoolProfile {
  const checked = checkSchoolForm(raw);
  if ('problems' in checked) {
    const [field, problem] = Object.entries(checked.problems)[0]!;
    throw new DomainError(problem, { field });
  }
  if (taken.nameTaken) throw new DomainError('school_name_taken', { field: 'schoolName' });
  if (taken.slugTaken) throw new DomainError('school_slug_taken', { field: 'slug' });
  return checked.profile;
}

function memberAdded(
  schoolId: string,
  userId: string,
  role: SchoolRole,
  via: 'feide' | 'request' | 'invitation',
  at: string,
): SchoolEvent {
  return { type: 'SchoolMemberAdded', data: { schoolId, userId, role, admin: false, via, at } };
}

function existingMember(state: OpenSchool, userId: string) {
  const member = state.members.get(userId);
  if (!member) throw new DomainError('school_member_not_found');
  return member;
}

const activeAdmins = (state: OpenSchool) =>
  [...state.members.values()].filter((m) => m.admin && m.status === 'active').length;

function invite(command: InviteMember, state: OpenSchool): SchoolEvent[] {
  const { invitationId, role, inviterEmail, alreadyMember, at } = command.data;
  const email = command.data.email.trim().toLowerCase();
  if (email === inviterEmail.trim().toLowerCase()) throw new DomainError('invite_own_email');
  if (alreadyMember) throw new DomainError('invite_already_member');
  const open = [...state.invitations.values()].some((i) => i.email === email && i.status !== 'accepted');
  if (open) throw new DomainError('invite_already_invited');
  if (state.invitations.has(invitationId)) throw new DomainError('school_invitation_exists');
  return [
    {
      type: 'SchoolInvitationCreated',
      data: { schoolId: state.schoolId, invitationId, email, role, invitedBy: command.actor.userId, at },
    },
  ];
}

function acceptInvitation(command: AcceptInvitation, state: OpenSchool): SchoolEvent[] {
  const { invitationId, email, emailConfirmed, at } = command.data;
  const invitation = state.invitations.get(invitationId);
  if (!invitation) throw new DomainError('school_invitation_not_found');
  if (invitation.status === 'accepted') throw new DomainError('school_invitation_used');
  // The link may have been forwarded: only the person it was sent to may use it.
  if (invitation.email !== email.trim().toLowerCase()) throw new DomainError('invited_email_mismatch');
  // Anyone may register the invited address from a forwarded link; only its owner can confirm it. The
  // invitation stays open, so the owner accepts it once the address is confirmed.
  if (!emailConfirmed) throw new DomainError('school_invitation_email_unconfirmed');
  const userId = command.actor.userId;
  const accepted: SchoolEvent = {
    type: 'SchoolInvitationAccepted',
    data: { schoolId: state.schoolId, invitationId, userId },
  };
  const member = state.members.get(userId);
  if (member?.status === 'removed' || member?.status === 'suspended')
    throw new DomainError('school_member_not_active');
  if (member) return [accepted];
  return [accepted, memberAdded(state.schoolId, userId, invitation.role, 'invitation', at)];
}

function subjectNameFree(state: OpenSchool, name: string, except: string | null) {
  const key = subjectKey(name);
  for (const [id, subject] of state.subjects)
    if (id !== except && subjectKey(subject.name) === key) throw new DomainError('subject_name_taken');
}

function changeSubject(command: ChangeSubject, state: OpenSchool): SchoolEvent[] {
  const { subjectId, active } = command.data;
  const subject = state.subjects.get(subjectId);
  if (!subject) throw new DomainError('subject_not_found');
  const change: { name?: string; active?: boolean } = {};
  if (command.data.name !== undefined) {
    const checked = checkSubjectName(command.data.name);
    if ('problem' in checked) throw new DomainError(checked.problem);
    subjectNameFree(state, checked.name, subjectId);
    if (checked.name !== subject.name) change.name = checked.name;
  }
  if (active !== undefined && active !== subject.active) change.active = active;
  if (Object.keys(change).length === 0) return [];
  return [{ type: 'SchoolSubjectChanged', data: { schoolId: state.schoolId, subjectId, ...change } }];
}

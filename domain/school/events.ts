import { assertNever, type DomainEvent } from '../shared/event.ts';
import type { MemberStatus, SchoolProfile, SchoolRole } from './rules.ts';

/*
 * A school (spec §1, §3 School, §4) on its own stream `school-<id>`: its profile, its members with their
 * role and status, its subjects, the invitations it sent and the access requests it received. The
 * contact's name, phone and e-mail and invited addresses are personal data, sealed at rest
 * (commands/privacy/personal-fields.ts).
 */

export const schoolStreamName = (schoolId: string) => `school-${schoolId}`;

/** How a person came in: they created the school, Feide said they belong, an admin let them in, or an invitation. */
export type JoinedVia = 'creator' | 'feide' | 'request' | 'invitation';

export type SchoolCreated = DomainEvent<
  'SchoolCreated',
  SchoolProfile & {
    schoolId: string;
    /** Feide's group id for the organisation (`fc:org:skole.no`) whose people belong here; null if none. */
    feideOrg: string | null;
    createdBy: string;
    createdAt: string;
  }
>;
/** The settings form: the whole profile as saved. */
export type SchoolUpdated = DomainEvent<'SchoolUpdated', SchoolProfile & { schoolId: string }>;
export type SchoolMemberAdded = DomainEvent<
  'SchoolMemberAdded',
  { schoolId: string; userId: string; role: SchoolRole; admin: boolean; via: JoinedVia; at: string }
>;
export type SchoolMemberRoleChanged = DomainEvent<
  'SchoolMemberRoleChanged',
  { schoolId: string; userId: string; role: SchoolRole }
>;
export type SchoolMemberStatusChanged = DomainEvent<
  'SchoolMemberStatusChanged',
  { schoolId: string; userId: string; status: MemberStatus }
>;
export type SchoolMemberAdminChanged = DomainEvent<
  'SchoolMemberAdminChanged',
  { schoolId: string; userId: string; admin: boolean }
>;
export type SchoolSubjectAdded = DomainEvent<
  'SchoolSubjectAdded',
  { schoolId: string; subjectId: string; name: string }
>;
/** Only the fields given changed. */
export type SchoolSubjectChanged = DomainEvent<
  'SchoolSubjectChanged',
  { schoolId: string; subjectId: string; name?: string; active?: boolean }
>;
export type SchoolAccessRequested = DomainEvent<
  'SchoolAccessRequested',
  { schoolId: string; userId: string; at: string }
>;
export type SchoolAccessAccepted = DomainEvent<'SchoolAccessAccepted', { schoolId: string; userId: string }>;
export type SchoolAccessRejected = DomainEvent<'SchoolAccessRejected', { schoolId: string; userId: string }>;
/** Spec §4 "invite: ready": written, the e-mail not yet out. */
export type SchoolInvitationCreated = DomainEvent<
  'SchoolInvitationCreated',
  { schoolId: string; invitationId: string; email: string; role: SchoolRole; invitedBy: string; at: string }
>;
/** Spec §4 "then sent": the mailer took it. */
export type SchoolInvitationSent = DomainEvent<
  'SchoolInvitationSent',
  { schoolId: string; invitationId: string }
>;
export type SchoolInvitationAccepted = DomainEvent<
  'SchoolInvitationAccepted',
  { schoolId: string; invitationId: string; userId: string }
>;
/** A member chose this school as their current one (set school / switch school). */
export type SchoolSelected = DomainEvent<'SchoolSelected', { schoolId: string; userId: string }>;

export type SchoolEvent =
  | SchoolCreated
  | SchoolUpdated
  | SchoolMemberAdded
  | SchoolMemberRoleChanged
  | SchoolMemberStatusChanged
  | SchoolMemberAdminChanged
  | SchoolSubjectAdded
  | SchoolSubjectChanged
  | SchoolAccessRequested
  | SchoolAccessAccepted
  | SchoolAccessRejected
  | SchoolInvitationCreated
  | SchoolInvitationSent
  | SchoolInvitationAccepted
  | SchoolSelected;

export const SCHOOL_EVENT_TYPES = [
  'SchoolCreated',
  'SchoolUpdated',
  'SchoolMemberAdded',
  'SchoolMemberRoleChanged',
  'SchoolMemberStatusChanged',
  'SchoolMemberAdminChanged',
  'SchoolSubjectAdded',
  'SchoolSubjectChanged',
  'SchoolAccessRequested',
  'SchoolAccessAccepted',
  'SchoolAccessRejected',
  'SchoolInvitationCreated',
  'SchoolInvitationSent',
  'SchoolInvitationAccepted',
  'SchoolSelected',
] as const satisfies readonly SchoolEvent['type'][];

/**
 * Personal data in school events, and whose key seals it: the contact person's details under the
 * school's own key, an invited address under the invitation's (forgetting it forgets the address).
 */
export const SCHOOL_PERSONAL_FIELDS: Partial<
  Record<SchoolEvent['type'], { keyField: string; fields: readonly string[] }>
> = {
  SchoolCreated: { keyField: 'schoolId', fields: ['name', 'phone', 'email'] },
  SchoolUpdated: { keyField: 'schoolId', fields: ['name', 'phone', 'email'] },
  SchoolInvitationCreated: { keyField: 'invitationId', fields: ['email'] },
};

export interface Member {
  role: SchoolRole;
  status: MemberStatus;
  admin: boolean;
}
export interface Invitation {
  email: string;
  role: SchoolRole;
  status: 'ready' | 'sent' | 'accepted';
}

export type SchoolState =
  | { status: 'absent' }
  | {
      status: 'open';
      schoolId: string;
      profile: SchoolProfile;
      feideOrg: string | null;
      members: ReadonlyMap<string, Member>;
      /** Subject id → its name and whether teachers may pick it. */
      subjects: ReadonlyMap<string, { name: string; active: boolean }>;
      invitations: ReadonlyMap<string, Invitation>;
      /** People who asked to come in and have had no answer yet. */
      pendingRequests: ReadonlySet<string>;
    };

export type OpenSchool = Extract<SchoolState, { status: 'open' }>;

export const initialSchoolState: SchoolState = { status: 'absent' };

const withEntry = <K, V>(map: ReadonlyMap<K, V>, key: K, value: V) => new Map(map).set(key, value);
const without = <K>(set: ReadonlySet<K>, key: K) => {
  const next = new Set(set);
  next.delete(key);
  return next;
};

export function evolveSchool(state: SchoolState, event: SchoolEvent): SchoolState {
  if (event.type === 'SchoolCreated') {
    const { schoolId, feideOrg, createdBy: _, createdAt: __, ...profile } = event.data;
    return {
      status: 'open',
      schoolId,
      profile,
      feideOrg,
      members: new Map(),
      subjects: new Map(),
      invitations: new Map(),
      pendingRequests: new Set(),
    };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'SchoolUpdated': {
      const { schoolId: _, ...profile } = event.data;
      return { ...state, profile };
    }
    case 'SchoolMemberAdded': {
      const { userId, role, admin } = event.data;
      return {
        ...state,
        members: withEntry(state.members, userId, { role, admin, status: 'active' }),
        pendingRequests: without(state.pendingRequests, userId),
      };
    }
    case 'SchoolMemberRoleChanged':
    case 'SchoolMemberStatusChanged':
    case 'SchoolMemberAdminChanged': {
      const { schoolId: _, userId, ...change } = event.data;
      const member = state.members.get(userId);
      return member
        ? { ...state, members: withEntry(state.members, userId, { ...member, ...change }) }
        : state;
    }
    case 'SchoolSubjectAdded':
      return {
        ...state,
        subjects: withEntry(state.subjects, event.data.subjectId, { name: event.data.name, active: true }),
      };
    case 'SchoolSubjectChanged': {
      const { schoolId: _, subjectId, ...change } = event.data;
      const subject = state.subjects.get(subjectId);
      return subject
        ? { ...state, subjects: withEntry(state.subjects, subjectId, { ...subject, ...change }) }
        : state;
    }
    case 'SchoolAccessRequested':
      return { ...state, pendingRequests: new Set(state.pendingRequests).add(event.data.userId) };
    case 'SchoolAccessAccepted':
    case 'SchoolAccessRejected':
      return { ...state, pendingRequests: without(state.pendingRequests, event.data.userId) };
    case 'SchoolInvitationCreated': {
      const { invitationId, email, role } = event.data;
      return {
        ...state,
        invitations: withEntry(state.invitations, invitationId, { email, role, status: 'ready' }),
      };
    }
    case 'SchoolInvitationSent':
    case 'SchoolInvitationAccepted': {
      const invitation = state.invitations.get(event.data.invitationId);
      if (!invitation) return state;
      const status = event.type === 'SchoolInvitationSent' ? 'sent' : 'accepted';
      return {
        ...state,
        invitations: withEntry(state.invitations, event.data.invitationId, { ...invitation, status }),
      };
    }
    case 'SchoolSelected':
      return state;
    default:
      return assertNever(event);
  }
}

export const foldSchool = (events: readonly SchoolEvent[]) => events.reduce(evolveSchool, initialSchoolState);

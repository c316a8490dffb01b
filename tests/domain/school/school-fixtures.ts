import { decideSchool, type SchoolActor } from '../../../domain/school/decide.ts';
import { evolveSchool, initialSchoolState, type SchoolEvent } from '../../../domain/school/events.ts';
import {
  isStudentRole,
  MEMBER_STATUSES,
  type MemberStatus,
  SCHOOL_ROLES,
  type SchoolProfile,
  type SchoolRole,
} from '../../../domain/school/rules.ts';
import { deciderSpec } from '../../support/decider.ts';

/* A school for the decider tests: Given events, When a command, Then events or the rule it breaks. */

export const T0 = '2026-11-24T10:00:00.000Z';
export const profile: SchoolProfile = {
  schoolName: 'Nordstrand skole',
  name: 'Kari Nordmann',
  phone: '+47 912 34 567',
  email: 'post@nordstrand.no',
  district: 'Oslo',
  country: 'no',
  slug: 'Nordstrand-skole',
  timeZone: 'Europe/Oslo',
};
export const admin: SchoolActor = { userId: 'admin-1', role: 'teacher' };
export const created: SchoolEvent[] = [
  {
    type: 'SchoolCreated',
    data: {
      schoolId: 's1',
      ...profile,
      phone: '+4791234567',
      country: 'NO',
      slug: 'nordstrand-skole',
      feideOrg: 'fc:org:nordstrand.no',
      createdBy: 'admin-1',
      createdAt: T0,
    },
  },
  {
    type: 'SchoolMemberAdded',
    data: { schoolId: 's1', userId: 'admin-1', role: 'teacher', admin: true, via: 'creator', at: T0 },
  },
];
export const memberAdded = (userId: string, role: SchoolRole = 'teacher', admin = false): SchoolEvent => ({
  type: 'SchoolMemberAdded',
  data: { schoolId: 's1', userId, role, admin, via: 'request', at: T0 },
});
export const statusChanged = (userId: string, status: 'active' | 'suspended' | 'removed'): SchoolEvent => ({
  type: 'SchoolMemberStatusChanged',
  data: { schoolId: 's1', userId, status },
});

export const { given } = deciderSpec({
  decide: decideSchool,
  evolve: evolveSchool,
  initialState: initialSchoolState,
});

/**
 * How an actor can stand in a school, for the permission matrices: not a member, or a member with each
 * school role, a school admin or not (admins are teachers), active, suspended or removed.
 */
export type Standing = 'outsider' | { role: SchoolRole; admin: boolean; status: MemberStatus };
export const STANDINGS: Standing[] = [
  'outsider',
  ...SCHOOL_ROLES.flatMap((role) =>
    [false, ...(isStudentRole(role) ? [] : [true])].flatMap((admin) =>
      MEMBER_STATUSES.map((status) => ({ role, admin, status })),
    ),
  ),
];
/** A standing as a test's name reads it. */
export const named = (standing: Standing) =>
  standing === 'outsider'
    ? 'not a member'
    : `${standing.status} ${standing.role}${standing.admin ? ' and school admin' : ''}`;

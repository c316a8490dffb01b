import type { MemberStatus, SchoolRole } from '../../domain/school/rules.ts';

/** `rm_schools` (migrations/2026-11-25-0026): one row per school; the contact's details are null once forgotten. */
export interface SchoolsTable {
  school_id: string;
  school_name: string;
  slug: string;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  district: string;
  country: string;
  time_zone: string;
  feide_org: string | null;
  created_by: string;
  created_at: Date;
  /** The school stream's version this row reflects: replays at or below it change nothing. */
  stream_version: number;
}

/** `rm_school_members`: who belongs to which school, in which role and status, and whether they administer it. */
export interface SchoolMembersTable {
  school_id: string;
  user_id: string;
  role: SchoolRole;
  status: MemberStatus;
  admin: boolean;
  via: string;
  joined_at: Date;
}

export interface SchoolSubjectsTable {
  subject_id: string;
  school_id: string;
  name: string;
  active: boolean;
  /** The stream version that added it: subjects are listed in the order they came. */
  seq: number;
}

export interface SchoolRequestsTable {
  school_id: string;
  user_id: string;
  requested_at: Date;
  status: 'pending' | 'accepted' | 'rejected';
}

export interface SchoolInvitationsTable {
  invitation_id: string;
  school_id: string;
  /** Null once the invitation's key is forgotten. */
  email: string | null;
  role: SchoolRole;
  status: 'ready' | 'sent' | 'accepted';
  invited_at: Date;
  accepted_by: string | null;
}

/** The school each person chose last (set school / switch school). */
export interface SchoolCurrentTable {
  user_id: string;
  school_id: string;
}

export interface SchoolsTables {
  rm_schools: SchoolsTable;
  rm_school_members: SchoolMembersTable;
  rm_school_subjects: SchoolSubjectsTable;
  rm_school_requests: SchoolRequestsTable;
  rm_school_invitations: SchoolInvitationsTable;
  rm_school_current: SchoolCurrentTable;
}

import { checkEmail, checkPhone, type Role } from '../user/rules.ts';

/**
 * School rules from spec §5 and §6, shared by the server and the browser (the form shows the error
 * the server enforces).
 */

/** A member's role inside one school; "school admin" is a flag on top of it (spec §4: assignable as admin). */
export const SCHOOL_ROLES = ['teacher', 'teacher_plus', 'student', 'student_plus'] as const;
export type SchoolRole = (typeof SCHOOL_ROLES)[number];

export const MEMBER_STATUSES = ['active', 'suspended', 'removed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const SCHOOL_NAME_MAX_LENGTH = 120;
export const SCHOOL_TEXT_MAX_LENGTH = 120;
export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 60;
export const SUBJECT_NAME_MAX_LENGTH = 60;
/** Schools in the product's home market; a school may pick another zone in its settings. */
export const DEFAULT_SCHOOL_TIME_ZONE = 'Europe/Oslo';

/** What the school form holds (spec §3 School, §5 school form). */
export interface SchoolProfile {
  schoolName: string;
  /** The contact person. */
  name: string;
  phone: string;
  email: string;
  district: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  slug: string;
  /** IANA zone: weekends and weekdays for the player limits are the school's own. */
  timeZone: string;
}

export type SchoolFormProblem =
  | 'school_name_required'
  | 'school_name_too_long'
  | 'school_contact_name_required'
  | 'school_text_too_long'
  | 'school_district_required'
  | 'school_country_invalid'
  | 'school_slug_invalid'
  | 'school_time_zone_invalid'
  | 'phone_invalid'
  | 'email_required'
  | 'email_invalid';

const clean = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ');
const length = (value: string) => [...value].length;

/** Pages of their own under `/school/…` (web/routes.tsx): a school there could never be reached. */
export const RESERVED_SLUGS: readonly string[] = [
  'new',
  'purchase',
  'set',
  'join',
  'invitation',
  'manage',
  'library',
];

/** Spec §5 "school slug: letters, numbers, hyphens only"; kept lower-case so one school has one address. */
export function checkSlug(raw: string): { slug: string } | { problem: 'school_slug_invalid' } {
  const slug = raw.trim().toLowerCase();
  if (RESERVED_SLUGS.includes(slug)) return { problem: 'school_slug_invalid' };
  if (slug.length < SLUG_MIN_LENGTH || slug.length > SLUG_MAX_LENGTH)
    return { problem: 'school_slug_invalid' };
  if (!/^[a-z0-9-]+$/.test(slug) || !/[a-z0-9]/.test(slug)) return { problem: 'school_slug_invalid' };
  return { slug };
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0 && zone.length <= 64;
  } catch {
    return false;
  }
}

/** Every field required (spec §5); the cleaned profile, or the first problem per field. */
export function checkSchoolForm(
  raw: SchoolProfile,
): { profile: SchoolProfile } | { problems: Partial<Record<keyof SchoolProfile, SchoolFormProblem>> } {
  const problems: Partial<Record<keyof SchoolProfile, SchoolFormProblem>> = {};
  const schoolName = clean(raw.schoolName);
  if (!schoolName) problems.schoolName = 'school_name_required';
  else if (length(schoolName) > SCHOOL_NAME_MAX_LENGTH) problems.schoolName = 'school_name_too_long';
  const name = clean(raw.name);
  if (!name) problems.name = 'school_contact_name_required';
  else if (length(name) > SCHOOL_TEXT_MAX_LENGTH) problems.name = 'school_text_too_long';
  const district = clean(raw.district);
  if (!district) problems.district = 'school_district_required';
  else if (length(district) > SCHOOL_TEXT_MAX_LENGTH) problems.district = 'school_text_too_long';
  const country = raw.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) problems.country = 'school_country_invalid';
  const phone = checkPhone(raw.phone);
  if ('problem' in phone) problems.phone = phone.problem;
  const email = checkEmail(raw.email);
  if ('problem' in email) problems.email = email.problem;
  const slug = checkSlug(raw.slug);
  if ('problem' in slug) problems.slug = slug.problem;
  const timeZone = raw.timeZone.trim() || DEFAULT_SCHOOL_TIME_ZONE;
  if (!isTimeZone(timeZone)) problems.timeZone = 'school_time_zone_invalid';
  if (Object.keys(problems).length > 0) return { problems };
  return {
    profile: {
      schoolName,
      name,
      district,
      country,
      phone: 'phone' in phone ? phone.phone : '',
      email: 'email' in email ? email.email : '',
      slug: 'slug' in slug ? slug.slug : '',
      timeZone,
    },
  };
}

/** School names are unique ignoring case, spacing and width ("Nordstrand skole" = "NORDSTRAND  SKOLE"). */
export const schoolNameKey = (name: string) => clean(name.normalize('NFKC')).toLowerCase();

export type SubjectProblem = 'subject_name_required' | 'subject_name_too_long';

export function checkSubjectName(raw: string): { name: string } | { problem: SubjectProblem } {
  const name = clean(raw);
  if (!name) return { problem: 'subject_name_required' };
  if (length(name) > SUBJECT_NAME_MAX_LENGTH) return { problem: 'subject_name_too_long' };
  return { name };
}

export const subjectKey = (name: string) => clean(name.normalize('NFKC')).toLowerCase();

/** The school role a person gets from their account role when they come in without a chosen one. */
export function schoolRoleFor(role: Role): SchoolRole {
  if (role === 'student' || role === 'student_plus' || role === 'teacher_plus') return role;
  return 'teacher';
}

/**
 * Who may create a school (a choice, the spec is silent): a teacher (the person who runs it in
 * practice, who becomes its first administrator) or an operator admin. Students and ordinary users
 * may not: a school created by anyone would let them claim a school's name, slug and Feide users.
 */
export const SCHOOL_CREATOR_ROLES: readonly Role[] = [
  'teacher',
  'teacher_plus',
  'school_admin',
  'super_admin',
  'admin',
];

export const isSiteAdmin = (role: Role) => role === 'super_admin' || role === 'admin';

/** Spec §6: students are sent to the school join page; they do not manage or invite. */
export const isStudentRole = (role: SchoolRole) => role === 'student' || role === 'student_plus';

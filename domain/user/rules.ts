/**
 * Account rules from spec §5 and §6, shared by the server and the browser.
 */
export const ROLES = [
  'super_admin',
  'admin',
  'contributor',
  'premium_user',
  'teacher',
  'teacher_plus',
  'student',
  'student_plus',
  'school_admin',
  'partner',
  'creator',
  'user',
] as const;
export type Role = (typeof ROLES)[number];

export const PROVIDERS = ['local', 'google', 'feide'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const NAME_MIN_LENGTH = 5;
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

const length = (value: string) => [...value].length;

export type EmailProblem = 'email_required' | 'email_invalid';

/**
 * Spec §5: a standard address; at most 254 in all, 64 before the @, 255
 * after; no two dots in a row before the @; a top-level domain of at least
 * two letters. Returns the address lower-cased and trimmed.
 */
export function checkEmail(raw: string): { email: string } | { problem: EmailProblem } {
  const email = raw.trim().toLowerCase();
  if (email.length === 0) return { problem: 'email_required' };
  const at = email.lastIndexOf('@');
  if (at <= 0 || email.length > 254) return { problem: 'email_invalid' };
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > 64 || domain.length > 255 || local.includes('..')) return { problem: 'email_invalid' };
  if (!/^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+$/.test(local) || local.startsWith('.') || local.endsWith('.')) {
    return { problem: 'email_invalid' };
  }
  const labels = domain.split('.');
  const tld = labels.at(-1) ?? '';
  if (labels.length < 2 || !/^[a-z]{2,}$/.test(tld)) return { problem: 'email_invalid' };
  if (!labels.every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label)))
    return { problem: 'email_invalid' };
  return { email };
}

export type NameProblem = 'name_too_short' | 'name_too_long';

/** Registration name: at least 5 characters as displayed (spec §5). */
export function checkName(raw: string): { name: string } | { problem: NameProblem } {
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (length(name) < NAME_MIN_LENGTH) return { problem: 'name_too_short' };
  if (length(name) > NAME_MAX_LENGTH) return { problem: 'name_too_long' };
  return { name };
}

export type PasswordProblem = 'password_too_short' | 'password_too_long';

/** Length is what protects a password; no composition rules (NIST SP 800-63B). */
export function checkPassword(password: string): { problem: PasswordProblem } | null {
  if (length(password) < PASSWORD_MIN_LENGTH) return { problem: 'password_too_short' };
  if (length(password) > PASSWORD_MAX_LENGTH) return { problem: 'password_too_long' };
  return null;
}

export const TEACHER_ROLES: readonly Role[] = ['teacher', 'teacher_plus'];
export const STUDENT_ROLES: readonly Role[] = ['student', 'student_plus'];
export const ADMIN_ROLES: readonly Role[] = ['super_admin', 'admin'];

/** Spec §6: becoming a teacher cannot be undone; a teacher may still be upgraded or made school admin. */
export function canChangeRole(from: Role, to: Role): boolean {
  if (from === to) return false;
  if (TEACHER_ROLES.includes(from)) return TEACHER_ROLES.includes(to) || to === 'school_admin';
  return true;
}

/** Ordinary accounts that may make themselves teachers: not school pupils, staff of the site, or partners. */
const MAY_BECOME_TEACHER: readonly Role[] = ['user', 'creator', 'contributor', 'premium_user'];

export type BecomeTeacherProblem = 'already_teacher' | 'cannot_become_teacher';

/**
 * Spec §6: anyone with an ordinary account may become a teacher, once and for good. A pupil may not
 * (that would give them the teachers' side of their school), nor may an admin, a school admin or a
 * partner, whose role would be lost for ever.
 */
export function becomeTeacherProblem(role: Role): BecomeTeacherProblem | null {
  if (TEACHER_ROLES.includes(role)) return 'already_teacher';
  return MAY_BECOME_TEACHER.includes(role) ? null : 'cannot_become_teacher';
}

/** School users sign in through the school page (spec §2 guards): Feide users and members of a school. */
export function isSchoolUser(user: { provider: Provider; schoolId: string | null }): boolean {
  return user.provider === 'feide' || user.schoolId !== null;
}

/** Only a super admin makes admins; admins manage everyone below them (spec §6). */
export function canGrantRole(granter: Role, to: Role): boolean {
  if (granter === 'super_admin') return true;
  return granter === 'admin' && !ADMIN_ROLES.includes(to);
}

/** Admins may suspend or restore accounts below their own rank; nobody suspends a super admin. */
export function canModerate(moderator: Role, target: Role): boolean {
  if (target === 'super_admin') return false;
  if (moderator === 'super_admin') return true;
  return moderator === 'admin' && !ADMIN_ROLES.includes(target);
}

/** Second factors a password account may add (spec §4 "2FA", §5 "OTP six digits for authenticator"). */
export const TWO_FACTOR_METHODS = ['totp', 'email'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

export const OTP_DIGITS = 6;
/** Spec §9 countdownOtp: a new e-mail code may be asked for this long after the last one. */
export const OTP_RESEND_SECONDS = 30;
/** An e-mailed code, and a sign-in waiting for its second factor, live this long. */
export const OTP_LIFETIME_MINUTES = 10;
/** Wrong codes allowed per code, and per sign-in challenge, before it stops working. */
export const OTP_MAX_FAILURES = 5;

/**
 * A one-time code as typed: six digits, spaces and dashes ignored (apps
 * show "123 456"). Anything else is simply not the right code.
 */
export function checkOtp(raw: string): { code: string } | { problem: 'otp_incorrect' } {
  const code = raw.replace(/[\s-]/g, '');
  return code.length === OTP_DIGITS && /^\d+$/.test(code) ? { code } : { problem: 'otp_incorrect' };
}

/**
 * Only accounts that sign in with a password get a second factor here;
 * Google and Feide accounts are protected by their provider's own.
 */
export function canUseTwoFactor(user: { provider: Provider }): boolean {
  return user.provider === 'local';
}

export type PhoneProblem = 'phone_invalid';

/**
 * A phone number as people type it ("+47 912 34 567", "912-34-567"):
 * spaces, dashes, dots and brackets go; an optional leading + stays;
 * 8 to 15 digits remain (spec: mobile payment needs 8 digits).
 */
export function checkPhone(raw: string): { phone: string } | { problem: PhoneProblem } {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  if (!/^\+?[0-9]{8,15}$/.test(compact)) return { problem: 'phone_invalid' };
  return { phone: compact };
}

import type { Profile } from '../../../api/contracts/profile.ts';
import { checkName, checkPassword, checkPhone } from '../../../domain/user/rules.ts';

/**
 * Pure rules of the /me forms: what changed, what is wrong, before anything is sent. The same domain
 * rules as the server (domain/user/rules.ts), so the errors are the same too.
 */

export interface DetailsInput {
  name: string;
  phone: string;
  newsletter: boolean;
}

export interface DetailsChange {
  name?: string;
  phone?: string | null;
  newsletter?: boolean;
}

export type DetailsCheck = { problems: { name?: string; phone?: string } } | { change: DetailsChange };

/** The PATCH /api/users/me body: only what differs from the profile; an empty phone removes the number. */
export function detailsChange(
  profile: Pick<Profile, 'name' | 'phone' | 'newsletter'>,
  input: DetailsInput,
): DetailsCheck {
  const name = checkName(input.name);
  const phoneText = input.phone.trim();
  const phone = phoneText === '' ? { phone: null } : checkPhone(phoneText);
  const problems = {
    name: 'problem' in name ? name.problem : undefined,
    phone: 'problem' in phone ? phone.problem : undefined,
  };
  if (problems.name || problems.phone) return { problems };
  const change: DetailsChange = {};
  if ('name' in name && name.name !== profile.name) change.name = name.name;
  if ('phone' in phone && phone.phone !== profile.phone) change.phone = phone.phone;
  if (input.newsletter !== profile.newsletter) change.newsletter = input.newsletter;
  return { change };
}

export function isEmptyChange(change: DetailsChange): boolean {
  return Object.keys(change).length === 0;
}

export interface PasswordInput {
  current: string;
  next: string;
  repeat: string;
}

/** Errors of the change-password form, by field; empty when it may be sent. */
export function passwordProblems(input: PasswordInput): {
  current?: string;
  next?: string;
  repeat?: string;
} {
  const next = checkPassword(input.next);
  return {
    current: input.current === '' ? 'password_required' : undefined,
    next: next?.problem,
    repeat: !next && input.repeat !== input.next ? 'passwords_differ' : undefined,
  };
}

/** Spec §5 avatar limits as the server checks them (api/routes/media): PNG, JPEG, GIF or WebP, at most 2 MB. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Width and height, in pixels; the server measures them, the browser checks them before sending. */
export const AVATAR_MAX_DIMENSION = 2048;

export type AvatarProblem = 'upload_invalid_type' | 'upload_too_large' | 'upload_image_too_big';

export function avatarFileProblem(file: { type: string; size: number }): AvatarProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'upload_invalid_type';
  if (file.size > AVATAR_MAX_BYTES) return 'upload_too_large';
  return null;
}

export function avatarSizeProblem(width: number, height: number): AvatarProblem | null {
  return width > AVATAR_MAX_DIMENSION || height > AVATAR_MAX_DIMENSION ? 'upload_image_too_big' : null;
}

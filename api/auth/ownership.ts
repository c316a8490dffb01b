import { ADMIN_ROLES, type Role } from '../../domain/user/rules.ts';
import type { UserRow } from '../../projections/users/index.ts';
import { ApiError } from '../errors.ts';

export const isAdmin = (user: UserRow) => ADMIN_ROLES.includes(user.role as Role);

/** What belongs to someone is theirs to see and change, and admins'; anyone else gets 403 and nothing happens. */
export function ensureOwnerOrAdmin(user: UserRow, ownerId: string | null): void {
  if (ownerId !== user.id && !isAdmin(user)) throw new ApiError(403, 'no_permission');
}

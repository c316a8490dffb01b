import type { BecameTeacher, Profile } from '../../../api/contracts/profile.ts';
import { apiRequest } from '../../http/api-client.ts';
import { adoptReissuedToken, updateSessionUser } from './session.ts';

/**
 * Makes the signed-in person a teacher (spec §6, for good). Pages read the role from the token, so the
 * token the server re-signed with the new role is taken up at once: /school/new opens without a new sign-in.
 */
export async function becomeTeacher(): Promise<Profile> {
  const { profile, token } = await apiRequest<BecameTeacher>('POST', '/api/users/me/teacher');
  adoptReissuedToken(token);
  updateSessionUser((user) => (user ? { ...user, role: profile.role } : user));
  return profile;
}

import { errors, jwtVerify, SignJWT } from 'jose';
import type { UserRow } from '../../projections/users/index.ts';
import type { TokenPayload } from '../contracts/auth.ts';

/** Short-lived: a suspended or demoted user loses access within the hour even offline; refresh tokens renew it. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 60 * 60;

type Claims = Omit<TokenPayload, 'sub' | 'exp' | 'sid'>;

/** The schools someone works in (projections/schools): the current one and every active one. */
export interface SchoolClaims {
  current: string | null;
  schoolIds: readonly string[];
}

export const NO_SCHOOLS: SchoolClaims = { current: null, schoolIds: [] };

export function claimsOf(user: UserRow, schools: SchoolClaims): Claims {
  return {
    role: user.role as TokenPayload['role'],
    provider: user.provider as TokenPayload['provider'],
    email: user.email ?? '',
    school_id: schools.current,
    schools: schools.schoolIds.map((id) => ({ _id: { $oid: id } })),
  };
}

/** `sessionId` is the session family: revoking it stops this token before it expires. */
export async function signAccessToken(
  key: Uint8Array,
  user: UserRow,
  now: Date,
  sessionId: string,
  schools: SchoolClaims,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claimsOf(user, schools), sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
    .sign(key);
}

/** The payload of a valid, unexpired token; null for anything else. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<TokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
    return payload as unknown as TokenPayload;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

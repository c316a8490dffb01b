import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A member's proof that they are that member of a play-together group, like the play token
 * (plays/play-token.ts): the member's id with its HMAC under the installation's game-token key, so
 * nothing secret is stored or logged and nobody can forge one. It names its member, so one header is
 * enough.
 */

const macOf = (key: Buffer, memberId: string) =>
  createHmac('sha256', key).update(`together-member:${memberId}`).digest('base64url');

export const memberToken = (key: Buffer, memberId: string) => `${memberId}.${macOf(key, memberId)}`;

/** The member a token proves, or null for anything forged or malformed. */
export function memberOfToken(key: Buffer, token: unknown): string | null {
  if (typeof token !== 'string') return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const memberId = token.slice(0, dot);
  const expected = Buffer.from(macOf(key, memberId));
  const given = Buffer.from(token.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? memberId : null;
}

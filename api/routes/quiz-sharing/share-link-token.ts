import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A share link's token: derived from the quiz and the link's id with a server key, so the log holds no
 * secret, the owner can be shown the same link again, and a revoked or replaced link stops working.
 */
export function shareLinkToken(key: Buffer, quizId: string, linkId: string): string {
  return createHmac('sha256', key).update(`${quizId}:${linkId}`).digest('base64url').slice(0, 32);
}

export function shareLinkTokenMatches(
  key: Buffer,
  quizId: string,
  linkId: string | null,
  token: string,
): boolean {
  if (!linkId) return false;
  const expected = Buffer.from(shareLinkToken(key, quizId, linkId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const shareLinkPath = (quizId: string, token: string) =>
  `/set/${encodeURIComponent(quizId)}/share/${encodeURIComponent(token)}`;

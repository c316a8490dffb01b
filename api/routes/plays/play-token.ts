import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A guest's proof that a play is theirs (spec: the play-alone report token). It is derived from the
 * play's id with the installation's game-token key, so nothing secret is stored or logged: whoever
 * holds it may continue the play and read its summary, nobody can forge one.
 */

export function playToken(key: Buffer, playId: string): string {
  return createHmac('sha256', key).update(`play:${playId}`).digest('base64url');
}

export function isPlayToken(key: Buffer, playId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(playToken(key, playId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

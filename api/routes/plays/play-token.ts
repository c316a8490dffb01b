import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';

/*
 * A guest's proof that a play is theirs (spec: the play-alone report token). It is derived from the
 * play's id with the installation's game-token key, so nothing secret is stored or logged: whoever
 * holds it may continue the play and read its summary, nobody can forge one.
 */

/**
 * The key as a KeyObject, made once: createHmac with raw bytes builds a new one on every call, which
 * was a tenth of the server's CPU when thousands of guests play alone (bench:solo checks every request).
 */
const keyObjects = new WeakMap<Buffer, KeyObject>();
function keyObjectOf(key: Buffer): KeyObject {
  let keyObject = keyObjects.get(key);
  if (!keyObject) {
    keyObject = createSecretKey(key);
    keyObjects.set(key, keyObject);
  }
  return keyObject;
}

export function playToken(key: Buffer, playId: string): string {
  return createHmac('sha256', keyObjectOf(key)).update(`play:${playId}`).digest('base64url');
}

export function isPlayToken(key: Buffer, playId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(playToken(key, playId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

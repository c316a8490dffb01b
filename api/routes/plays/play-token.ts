import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/*
 * A guest's proof that a play is theirs (spec: the play-alone report token). It is derived from the
 * play's id with the installation's game-token key, so nothing secret is stored or logged: whoever
 * holds it may continue the play and read its summary, nobody can forge one.
 */

/** Tokens kept per key: a guest shows theirs on every request of a play, some twenty times in a run. */
const TOKENS_KEPT = 50_000;

/**
 * Each key's KeyObject, made once (createHmac with raw bytes builds a new one on every call), and its
 * recent tokens: an HMAC still costs tens of microseconds, a tenth of the server's CPU when thousands of
 * guests play alone (bench:solo), and a play's token never changes.
 */
const signers = new WeakMap<Buffer, { keyObject: KeyObject; tokens: LRUCache<string, string> }>();

export function playToken(key: Buffer, playId: string): string {
  let signer = signers.get(key);
  if (!signer) {
    signer = { keyObject: createSecretKey(key), tokens: new LRUCache({ max: TOKENS_KEPT }) };
    signers.set(key, signer);
  }
  const known = signer.tokens.get(playId);
  if (known) return known;
  const token = createHmac('sha256', signer.keyObject).update(`play:${playId}`).digest('base64url');
  signer.tokens.set(playId, token);
  return token;
}

export function isPlayToken(key: Buffer, playId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(playToken(key, playId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** Keys of their own for two-factor secrets, derived from the vault master key. */
export interface TwoFactorKeys {
  /** Seals authenticator secrets at rest (AES-256-GCM). */
  secretKey: Buffer;
  /** Keys the hash of e-mailed codes. */
  codeKey: Buffer;
}

const derived = new WeakMap<Buffer, TwoFactorKeys>();

/** One key per purpose, so neither can stand in for the other or for the vault's own. */
export function twoFactorKeys(masterKey: Buffer): TwoFactorKeys {
  let keys = derived.get(masterKey);
  if (!keys) {
    const derive = (purpose: string) =>
      Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `kviss:two-factor:${purpose}`, 32));
    keys = { secretKey: derive('totp-secret'), codeKey: derive('otp-code') };
    derived.set(masterKey, keys);
  }
  return keys;
}

/**
 * iv (12) | tag (16) | ciphertext. The user id is bound in as associated
 * data: a sealed secret copied onto another account's row does not open.
 */
export function sealTotpSecret(keys: TwoFactorKeys, userId: string, secret: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.secretKey, iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function openTotpSecret(keys: TwoFactorKeys, userId: string, sealed: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', keys.secretKey, sealed.subarray(0, 12));
  decipher.setAAD(Buffer.from(userId, 'utf8'));
  decipher.setAuthTag(sealed.subarray(12, 28));
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * Six digits fall to a million guesses against a plain hash; a keyed hash,
 * bound to the challenge it was sent for, gives a copy of the table nothing.
 */
export function codeDigest(keys: TwoFactorKeys, challengeKey: string, code: string): string {
  return createHmac('sha256', keys.codeKey).update(`${challengeKey}\u0000${code}`).digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

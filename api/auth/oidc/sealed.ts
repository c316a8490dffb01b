import { hkdfSync } from 'node:crypto';
import { EncryptJWT, errors, jwtDecrypt } from 'jose';

/**
 * Small encrypted, expiring values the server hands to the browser and reads back (JWE, dir/A256GCM):
 * the browser can neither read nor change them. Each purpose has its own key, derived from the
 * token-signing key, so one kind can never be passed off as another.
 */
export function sealingKey(root: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', root, new Uint8Array(0), `kviss:sealed:${purpose}`, 32));
}

export async function seal(
  key: Uint8Array,
  payload: Record<string, unknown>,
  now: Date,
  lifetimeSeconds: number,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT(payload)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .encrypt(key);
}

/** The payload of a value sealed with `key` that has not expired at `now`; null for anything else. */
export async function unseal(
  key: Uint8Array,
  sealed: string,
  now: Date,
): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtDecrypt(sealed, key, { currentDate: now, keyManagementAlgorithms: ['dir'] });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

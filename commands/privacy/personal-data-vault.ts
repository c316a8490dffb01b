import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { LRUCache } from 'lru-cache';

const SEALED_PREFIX = 'pii:v1:';
const CACHE_LIMIT = 10_000;
/** How long another node may still read a person forgotten elsewhere. */
const CACHE_TTL_MS = 60_000;

/**
 * Per-person keys, kept outside the event log (DESIGN §2). Values sealed
 * with a person's key open only while that key exists: forgetting the person
 * deletes it, and every copy of their data in the log becomes unreadable.
 * The keys themselves are stored wrapped by the installation's master key.
 */
export class PersonalDataVault {
  readonly #db: Kysely<unknown>;
  readonly #masterKey: Buffer;
  /** Recently used keys (null: the person is forgotten); bounded, least recently used dropped first, short-lived. */
  readonly #cache = new LRUCache<string, { key: Buffer | null }>({ max: CACHE_LIMIT, ttl: CACHE_TTL_MS });

  constructor(db: Kysely<unknown>, masterKey: Buffer) {
    if (masterKey.length !== 32) throw new Error('the master key must be 32 bytes');
    this.#db = db;
    this.#masterKey = masterKey;
  }

  async seal(personId: string, value: string): Promise<string> {
    const key = await this.#keyFor(personId, { create: true });
    return SEALED_PREFIX + encrypt(key!, Buffer.from(value, 'utf8')).toString('base64');
  }

  /** The value in the clear, or null when the person has been forgotten. Unsealed values pass through. */
  async open(personId: string, value: string): Promise<string | null> {
    if (!value.startsWith(SEALED_PREFIX)) return value;
    const key = await this.#keyFor(personId, { create: false });
    if (!key) return null;
    return decrypt(key, Buffer.from(value.slice(SEALED_PREFIX.length), 'base64')).toString('utf8');
  }

  /**
   * Crypto-shredding: after this, nothing sealed for the person can be read
   * again. Takes the transaction that records the forgetting, so both happen
   * or neither. Other nodes drop their cached copy within CACHE_TTL_MS.
   */
  async forget(db: Kysely<unknown>, personId: string): Promise<void> {
    await sql`delete from person_keys where person_id = ${personId}`.execute(db);
    this.#cache.set(personId, { key: null });
  }

  async #keyFor(personId: string, { create }: { create: boolean }): Promise<Buffer | null> {
    const cached = this.#cache.get(personId);
    if (cached !== undefined && (cached.key !== null || !create)) return cached.key;
    const { rows } = await sql<{ wrapped_key: Buffer }>`
      select wrapped_key from person_keys where person_id = ${personId}
    `.execute(this.#db);
    let wrapped = rows[0]?.wrapped_key;
    if (!wrapped && create) {
      // Two writers may race to create the key; the first one wins and both use it.
      const { rows: inserted } = await sql<{ wrapped_key: Buffer }>`
        insert into person_keys (person_id, wrapped_key)
        values (${personId}, ${encrypt(this.#masterKey, randomBytes(32))})
        on conflict (person_id) do update set person_id = excluded.person_id
        returning wrapped_key
      `.execute(this.#db);
      wrapped = inserted[0]!.wrapped_key;
    }
    const key = wrapped ? decrypt(this.#masterKey, wrapped) : null;
    this.#cache.set(personId, { key });
    return key;
  }
}

/** AES-256-GCM: iv (12) | tag (16) | ciphertext. */
function encrypt(key: Buffer, plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function decrypt(key: Buffer, sealed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(12, 28));
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
}

import { hash, verify } from '@node-rs/argon2';
import { type Kysely, sql } from 'kysely';

/** argon2id with the library's defaults (OWASP's recommended minimum: 19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash to verify against when the account does not exist, so a
 * wrong e-mail takes as long as a wrong password and timing reveals nothing.
 */
let decoy: Promise<string> | null = null;
export const decoyHash = () => {
  decoy ??= hash('no account has this password');
  return decoy;
};

export async function storePasswordHash(
  db: Kysely<unknown>,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await sql`
    insert into credentials (user_id, password_hash, updated_at) values (${userId}, ${passwordHash}, now())
    on conflict (user_id) do update set password_hash = excluded.password_hash, updated_at = now()
  `.execute(db);
}

export async function readPasswordHash(db: Kysely<unknown>, userId: string): Promise<string | null> {
  const { rows } = await sql<{ password_hash: string }>`
    select password_hash from credentials where user_id = ${userId}
  `.execute(db);
  return rows[0]?.password_hash ?? null;
}

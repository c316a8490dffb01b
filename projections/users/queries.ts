import type { Kysely } from 'kysely';
import type { UsersTable, UsersTables } from './table.ts';

export type UserRow = UsersTable;

export function findUserById(db: Kysely<UsersTables>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('rm_users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** `email` as checkEmail returns it: trimmed and lower-cased. */
export function findUserByEmail(db: Kysely<UsersTables>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('rm_users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The account a third-party provider's id for the person belongs to (Google `sub`, Feide user id). */
export function findUserByProvider(
  db: Kysely<UsersTables>,
  provider: string,
  providerId: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('rm_users')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
}

export async function hasSuperAdmin(db: Kysely<UsersTables>): Promise<boolean> {
  const row = await db
    .selectFrom('rm_users')
    .select('id')
    .where('role', '=', 'super_admin')
    .executeTakeFirst();
  return row !== undefined;
}

/** The account created first on this installation. */
export function findFirstUser(db: Kysely<UsersTables>): Promise<UserRow | undefined> {
  return db
    .selectFrom('rm_users')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

import type { Kysely } from 'kysely';
import { currentSchoolOf, schoolsOf } from '../../projections/schools/index.ts';
import type { SchoolClaims } from './access-tokens.ts';

/** Spec §3 token `school_id` and `schools[]`: the school someone works in now, and every school they are active in. */
export async function schoolClaimsOf(db: Kysely<unknown>, userId: string): Promise<SchoolClaims> {
  const [memberships, current] = await Promise.all([schoolsOf(db, userId), currentSchoolOf(db, userId)]);
  return {
    current: current?.school_id ?? null,
    schoolIds: memberships.filter((m) => m.status === 'active').map((m) => m.school_id),
  };
}

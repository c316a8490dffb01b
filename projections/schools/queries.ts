import { type Kysely, sql } from 'kysely';
import type { HostEntitlements } from '../../domain/game/plan-limits.ts';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../domain/school/rules.ts';
import { pagedRows } from '../paged-rows.ts';
import type { UsersTables } from '../users/table.ts';
import type { SchoolsTables } from './table.ts';

type Db = Kysely<SchoolsTables & UsersTables>;
const typed = (db: Kysely<unknown>) => db as unknown as Db;

export const findSchoolById = (db: Kysely<unknown>, schoolId: string) =>
  typed(db).selectFrom('rm_schools').selectAll().where('school_id', '=', schoolId).executeTakeFirst();

export const findSchoolBySlug = (db: Kysely<unknown>, slug: string) =>
  typed(db).selectFrom('rm_schools').selectAll().where('slug', '=', slug.toLowerCase()).executeTakeFirst();

export const findSchoolByFeideOrg = (db: Kysely<unknown>, feideOrg: string) =>
  typed(db)
    .selectFrom('rm_schools')
    .selectAll()
    .where('feide_org', '=', feideOrg)
    .orderBy('created_at')
    .executeTakeFirst();

/** Someone's schools (every status, so a suspended member sees why), with the one they chose first. */
export async function schoolsOf(db: Kysely<unknown>, userId: string) {
  const rows = await typed(db)
    .selectFrom('rm_school_members as m')
    .innerJoin('rm_schools as s', 's.school_id', 'm.school_id')
    .leftJoin('rm_school_current as c', (join) =>
      join.onRef('c.user_id', '=', 'm.user_id').onRef('c.school_id', '=', 'm.school_id'),
    )
    .select([
      's.school_id',
      's.school_name',
      's.slug',
      's.time_zone',
      'm.role',
      'm.status',
      'm.admin',
      'c.school_id as current',
    ])
    .where('m.user_id', '=', userId)
    .where('m.status', '!=', 'removed')
    .orderBy('s.school_name')
    .execute();
  return rows.map(({ current, ...row }) => ({ ...row, current: current !== null }));
}
export type MembershipRow = Awaited<ReturnType<typeof schoolsOf>>[number];

/** The school a person works in now: the one they chose if they are still active there, else their first active one. */
export async function currentSchoolOf(db: Kysely<unknown>, userId: string): Promise<MembershipRow | null> {
  const active = (await schoolsOf(db, userId)).filter((m) => m.status === 'active');
  return active.find((m) => m.current) ?? active[0] ?? null;
}

export const membershipOf = (db: Kysely<unknown>, schoolId: string, userId: string) =>
  typed(db)
    .selectFrom('rm_school_members')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export async function isMemberByEmail(
  db: Kysely<unknown>,
  schoolId: string,
  email: string,
): Promise<boolean> {
  const row = await typed(db)
    .selectFrom('rm_school_members as m')
    .innerJoin('rm_users as u', 'u.id', 'm.user_id')
    .select('m.user_id')
    .where('m.school_id', '=', schoolId)
    .where(sql<string>`lower(u.email)`, '=', email.trim().toLowerCase())
    .where('m.status', '!=', 'removed')
    .executeTakeFirst();
  return row !== undefined;
}

export interface MemberQuery {
  search: string;
  status: 'active' | 'suspended' | 'removed' | null;
  adminsOnly: boolean;
  page: number;
  pageSize: number;
}

/** Manage School's users: paged, searchable by name or e-mail, admins first, then by name. */
export async function listMembers(db: Kysely<unknown>, schoolId: string, query: MemberQuery) {
  let base = typed(db)
    .selectFrom('rm_school_members as m')
    .innerJoin('rm_users as u', 'u.id', 'm.user_id')
    .where('m.school_id', '=', schoolId);
  if (query.status) base = base.where('m.status', '=', query.status);
  if (query.adminsOnly) base = base.where('m.admin', '=', true);
  const search = query.search.trim().toLowerCase();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([eb(sql`lower(u.name)`, 'like', pattern), eb(sql`lower(u.email)`, 'like', pattern)]),
    );
  }
  // One round trip: the page and the number of matches (a window count over the same filter).
  const found = await base
    .select([
      'm.user_id',
      'u.name',
      'u.email',
      'm.role',
      'm.status',
      'm.admin',
      'm.joined_at',
      sql<string>`count(*) over ()`.as('total'),
    ])
    .orderBy('m.admin', 'desc')
    .orderBy('u.name')
    .orderBy('m.user_id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return pagedRows(found, query.page, async () =>
    Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
  );
}

export const listSubjects = (db: Kysely<unknown>, schoolId: string) =>
  typed(db)
    .selectFrom('rm_school_subjects')
    .selectAll()
    .where('school_id', '=', schoolId)
    .orderBy('seq')
    .execute();

export const listPendingRequests = (db: Kysely<unknown>, schoolId: string) =>
  typed(db)
    .selectFrom('rm_school_requests as r')
    .innerJoin('rm_users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'u.name', 'u.email', 'u.role', 'r.requested_at'])
    .where('r.school_id', '=', schoolId)
    .where('r.status', '=', 'pending')
    .orderBy('r.requested_at')
    .execute();

export const pendingRequestOf = (db: Kysely<unknown>, schoolId: string, userId: string) =>
  typed(db)
    .selectFrom('rm_school_requests')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();

export const listInvitations = (db: Kysely<unknown>, schoolId: string) =>
  typed(db)
    .selectFrom('rm_school_invitations')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('status', '!=', 'accepted')
    .orderBy('invited_at', 'desc')
    .limit(200)
    .execute();

export const findInvitation = (db: Kysely<unknown>, invitationId: string) =>
  typed(db)
    .selectFrom('rm_school_invitations as i')
    .innerJoin('rm_schools as s', 's.school_id', 'i.school_id')
    .select(['i.invitation_id', 'i.school_id', 'i.email', 'i.role', 'i.status', 's.school_name', 's.slug'])
    .where('i.invitation_id', '=', invitationId)
    .executeTakeFirst();

/**
 * What the host's plan allows in a live game (domain/game/plan-limits.ts): a free teacher (by their
 * account, or by their role in their current school) gets the free teacher's caps in that school's
 * zone; a plus teacher (by account or school role) or an operator-made school admin the school's 500.
 * Administering a school one created gives nothing more: any teacher may create one. Everyone else
 * has no plan cap yet (paid plans come later and add their kind here).
 */
export async function hostEntitlements(
  db: Kysely<unknown>,
  host: { id: string; role: string },
): Promise<HostEntitlements> {
  const school = await currentSchoolOf(db, host.id);
  const timeZone = school?.time_zone ?? DEFAULT_SCHOOL_TIME_ZONE;
  if (host.role === 'teacher_plus' || host.role === 'school_admin' || school?.role === 'teacher_plus')
    return { kind: 'school', timeZone };
  if (host.role === 'teacher' || school?.role === 'teacher') return { kind: 'free_teacher', timeZone };
  return { kind: 'none' };
}

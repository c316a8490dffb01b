import { type Kysely, sql } from 'kysely';
import { NO_RIGHTS, type ShareRights } from '../../domain/quiz-sharing/rules.ts';

/*
 * A share made to an address with no confirmed account yet (user_id null) belongs to whoever holds that
 * address confirmed: matched when read, so it applies from the moment the person registers and confirms,
 * with no event needed. An unconfirmed address matches nothing (anyone could type it).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const mine = (userId: string) => sql`(
  s.user_id = ${userId}
  or (s.user_id is null and s.email = (
    select u.email from rm_users u where u.id = ${userId} and u.email_confirmed and u.status = 'active'
  ))
)`;

/**
 * What `userId` may do with `quizId` through sharing (not as its owner or an admin: ask those first).
 * The one question every route that guards a quiz asks: reports call it for `canAccessReport`.
 */
export async function sharedRightsOf(
  db: Kysely<unknown>,
  quizId: string,
  userId: string | null,
): Promise<ShareRights> {
  if (userId === null || !UUID.test(quizId) || !UUID.test(userId)) return NO_RIGHTS;
  const { rows } = await sql<{
    can_read: boolean | null;
    can_edit: boolean | null;
    can_access_report: boolean | null;
  }>`
    select bool_or(s.can_read) as can_read, bool_or(s.can_edit) as can_edit,
           bool_or(s.can_access_report) as can_access_report
    from rm_quiz_shares s where s.quiz_id = ${quizId} and ${mine(userId)}
  `.execute(db);
  const row = rows[0];
  return {
    canRead: row?.can_read ?? false,
    canEdit: row?.can_edit ?? false,
    canAccessReport: row?.can_access_report ?? false,
  };
}

export interface SharedWithMeRow {
  quiz_id: string;
  code: string;
  title: string;
  active: boolean;
  question_count: number;
  updated_at: string;
  owner_name: string | null;
  rights: ShareRights;
}

/** The quizzes shared with `userId`, the most recently changed first ("Shared with me"). */
export async function quizzesSharedWith(db: Kysely<unknown>, userId: string): Promise<SharedWithMeRow[]> {
  const { rows } = await sql<{
    quiz_id: string;
    code: string;
    title: string;
    active: boolean;
    question_count: number;
    updated_at: Date;
    owner_name: string | null;
    can_read: boolean;
    can_edit: boolean;
    can_access_report: boolean;
  }>`
    select q.id as quiz_id, q.code, q.title, q.active, jsonb_array_length(q.questions) as question_count,
           q.updated_at, o.name as owner_name, bool_or(s.can_read) as can_read, bool_or(s.can_edit) as can_edit,
           bool_or(s.can_access_report) as can_access_report
    from rm_quiz_shares s
    join rm_quizzes q on q.id = s.quiz_id
    left join rm_users o on o.id = q.owner_id
    where ${mine(userId)} and (q.owner_id is null or q.owner_id <> ${userId})
    group by q.id, o.name
    order by q.updated_at desc
    limit 500
  `.execute(db);
  return rows.map(({ can_read, can_edit, can_access_report, updated_at, ...row }) => ({
    ...row,
    updated_at: updated_at.toISOString(),
    rights: { canRead: can_read, canEdit: can_edit, canAccessReport: can_access_report },
  }));
}

export interface ShareRow {
  share_id: string;
  /** The account's current address, or the address shared with while it has no account. */
  email: string | null;
  name: string | null;
  /** `pending`: nobody has confirmed this address yet. */
  status: 'active' | 'pending';
  rights: ShareRights;
}

/** A quiz's shares, in the order they were made, for its owner. */
export async function sharesOfQuiz(db: Kysely<unknown>, quizId: string): Promise<ShareRow[]> {
  if (!UUID.test(quizId)) return [];
  const { rows } = await sql<{
    share_id: string;
    email: string | null;
    name: string | null;
    active: boolean;
    can_read: boolean;
    can_edit: boolean;
    can_access_report: boolean;
  }>`
    select s.share_id, coalesce(u.email, s.email) as email, coalesce(u.name, c.name) as name,
           (s.user_id is not null or c.id is not null) as active, s.can_read, s.can_edit, s.can_access_report
    from rm_quiz_shares s
    left join rm_users u on u.id = s.user_id::text
    left join rm_users c on s.user_id is null and c.email = s.email and c.email_confirmed
    where s.quiz_id = ${quizId}
    order by s.seq
  `.execute(db);
  return rows.map((row) => ({
    share_id: row.share_id,
    email: row.email,
    name: row.name,
    status: row.active ? 'active' : 'pending',
    rights: { canRead: row.can_read, canEdit: row.can_edit, canAccessReport: row.can_access_report },
  }));
}

/** The quiz's live share link, or null. */
export async function shareLinkOf(db: Kysely<unknown>, quizId: string): Promise<string | null> {
  if (!UUID.test(quizId)) return null;
  const { rows } = await sql<{ link_id: string | null }>`
    select link_id from rm_quiz_sharing where quiz_id = ${quizId}
  `.execute(db);
  return rows[0]?.link_id ?? null;
}

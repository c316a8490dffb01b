import { type Kysely, sql } from 'kysely';
import { mayCopyFromLibrary } from '../../../domain/library/rules.ts';
import { isSiteAdmin } from '../../../domain/school/rules.ts';
import type { LogPosition } from '../../../domain/shared/event.ts';
import type { Role } from '../../../domain/user/rules.ts';
import { entryVisibleTo, findLibraryEntry } from '../../../projections/library/index.ts';
import type { ProjectionProgress } from '../../../projections/progress.ts';
import { membershipOf } from '../../../projections/schools/index.ts';
import type { UserRow } from '../../../projections/users/index.ts';
import { ApiError } from '../../errors.ts';
import { schoolNotFound } from '../schools/school-access.ts';

/** How a reader stands in a school's library (spec §6): may they copy, may they take entries out. */
export interface LibraryReader {
  school: { school_id: string; country: string };
  mayCopy: boolean;
  mayManage: boolean;
}

const notMember = () => new ApiError(403, 'school_not_member');

/**
 * The library is for the school's active members (and operators). A suspended or removed member, or
 * anyone else, sees nothing of it. Plus roles (by their school role or their account) may copy.
 */
export async function libraryReaderOf(
  db: Kysely<unknown>,
  schoolId: string,
  user: UserRow,
): Promise<LibraryReader> {
  // The school and the reader's place in it in one round trip: every library call starts here.
  const { rows } = await sql<{
    school_id: string;
    country: string;
    role: string | null;
    status: string | null;
    admin: boolean | null;
  }>`
    select s.school_id, s.country, m.role, m.status, m.admin
    from rm_schools s left join rm_school_members m on m.school_id = s.school_id and m.user_id = ${user.id}
    where s.school_id = ${schoolId}
  `.execute(db);
  const found = rows[0];
  if (!found) throw schoolNotFound();
  const school = { school_id: found.school_id, country: found.country };
  if (isSiteAdmin(user.role as Role)) return { school, mayCopy: true, mayManage: true };
  if (found.status !== 'active' || user.status !== 'active') throw notMember();
  return {
    school,
    mayCopy: mayCopyFromLibrary(found.role ?? '') || mayCopyFromLibrary(user.role),
    mayManage: found.admin === true,
  };
}

export const libraryEntryNotFound = () => new ApiError(404, 'library_entry_not_found');

/** A listed quiz the reader's school may see (its own, or listed for its country). */
export async function visibleEntry(db: Kysely<unknown>, reader: LibraryReader, quizId: string) {
  const entry = await findLibraryEntry(db, quizId);
  if (!entry || !entryVisibleTo(entry, reader.school)) throw libraryEntryNotFound();
  return entry;
}

/**
 * Whether `user` may copy `quizId` because it is in the library of one of their schools: the copy
 * route's third way in, beside ownership and sharing (spec §6 "plus gets the library").
 */
export async function mayCopyFromSomeLibrary(db: Kysely<unknown>, user: UserRow, quizId: string) {
  const entry = await findLibraryEntry(db, quizId);
  if (!entry || user.status !== 'active') return false;
  const member = await membershipOf(db, entry.school_id, user.id);
  if (member?.status === 'active' && (mayCopyFromLibrary(member.role) || mayCopyFromLibrary(user.role)))
    return true;
  if (!entry.country) return false;
  const { rows } = await sql<{ ok: number }>`
    select 1 as ok from rm_school_members m join rm_schools s on s.school_id = m.school_id
    where m.user_id = ${user.id} and m.status = 'active' and s.country = ${entry.country}
      and (m.role in ('teacher_plus', 'student_plus') or ${mayCopyFromLibrary(user.role)})
    limit 1
  `.execute(db);
  return rows.length > 0;
}

/** Read-your-writes: the reply waits until the library (and the quiz's log) show the change. */
export async function librarySettled(projections: ProjectionProgress, last: LogPosition | null) {
  if (!last) return;
  await projections.reached('library', last);
  await projections.reached('quiz-logs', last);
}

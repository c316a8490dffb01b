import { type Kysely, sql } from 'kysely';
import { LIBRARY_MIN_QUESTIONS, type LibraryLevel } from '../../domain/library/rules.ts';
import { pagedRows } from '../paged-rows.ts';
import type { UsersTables } from '../users/table.ts';
import type { LibraryTables } from './table.ts';

type Db = Kysely<LibraryTables & UsersTables>;
const typed = (db: Kysely<unknown>) => db as unknown as Db;

export interface LibrarySearch {
  schoolId: string;
  /** The school's country: with scope `country`, the quizzes every school there listed for the country. */
  country: string;
  scope: 'school' | 'country';
  search: string;
  subjectId: string | null;
  grade: number | null;
  level: LibraryLevel | null;
  page: number;
  pageSize: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The library page: listed, active quizzes with enough questions (one edited below the minimum is
 * hidden until it has them again), searchable by title or description, filtered, newest first. */
export async function searchLibrary(db: Kysely<unknown>, query: LibrarySearch) {
  let base = typed(db)
    .selectFrom('rm_library as l')
    .leftJoin('rm_users as u', 'u.id', 'l.owner_id')
    .where('l.listed', '=', true)
    .where('l.active', '=', true)
    .where('l.question_count', '>=', LIBRARY_MIN_QUESTIONS);
  base =
    query.scope === 'school'
      ? base.where('l.school_id', '=', query.schoolId)
      : base.where('l.country', '=', query.country);
  const search = query.search.trim().toLowerCase();
  if (search) {
    const pattern = likePattern(search);
    base = base.where((eb) =>
      eb.or([eb(sql`lower(l.title)`, 'like', pattern), eb(sql`lower(l.description)`, 'like', pattern)]),
    );
  }
  if (query.subjectId) base = base.where('l.subject_id', '=', query.subjectId);
  if (query.grade !== null) base = base.where(sql<boolean>`${query.grade}::int = any(l.grades)`);
  if (query.level) base = base.where('l.level', '=', query.level);
  // One round trip: the page and the number of matches (a window count over the same filter).
  const found = await base
    .select([
      'l.quiz_id',
      'l.school_id',
      'l.owner_id',
      'u.name as owner_name',
      'l.title',
      'l.level',
      'l.age_min',
      'l.age_max',
      'l.subject_id',
      'l.subject_name',
      'l.grades',
      'l.description',
      'l.image',
      'l.question_count',
      'l.country',
      'l.listed_at',
      sql<string>`count(*) over ()`.as('total'),
    ])
    .orderBy('l.listed_at', 'desc')
    .orderBy('l.quiz_id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return pagedRows(found, query.page, async () =>
    Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
  );
}
export type LibraryRow = Awaited<ReturnType<typeof searchLibrary>>['rows'][number];

/** A quiz's library row while it is listed (and its quiz active); undefined otherwise. */
export const findLibraryEntry = (db: Kysely<unknown>, quizId: string) =>
  typed(db)
    .selectFrom('rm_library')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .where('listed', '=', true)
    .where('active', '=', true)
    .executeTakeFirst();

/** Whether a member of `school` may see the entry: it is their school's, or listed for their country. */
export const entryVisibleTo = (
  entry: { school_id: string; country: string | null },
  school: { school_id: string; country: string },
) => entry.school_id === school.school_id || entry.country === school.country;

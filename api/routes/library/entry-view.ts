import type { LibraryTable } from '../../../projections/library/index.ts';
import type { LibraryEntry } from '../../contracts/library.ts';

/** A library row in the spec's field names. */
export const entryView = (
  row: Omit<LibraryTable, 'active' | 'listed' | 'updated_at' | 'position'> & { owner_name?: string | null },
): LibraryEntry => ({
  quiz_id: row.quiz_id,
  school_id: row.school_id,
  owner_id: row.owner_id,
  owner_name: row.owner_name ?? '',
  title: row.title,
  level: row.level,
  age: [row.age_min, row.age_max],
  subject_id: row.subject_id,
  class_subject: row.subject_name,
  class_grade: row.grades,
  description: row.description,
  image: row.image,
  question_count: row.question_count,
  show_school_country_list: row.country !== null,
  listed_at: row.listed_at.toISOString(),
});

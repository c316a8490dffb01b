import type { LibraryLevel } from '../../domain/library/rules.ts';

/** `rm_library` (migrations/2026-11-25-0030): one row per quiz ever shared to a school library. */
export interface LibraryTable {
  quiz_id: string;
  school_id: string;
  owner_id: string;
  title: string;
  level: LibraryLevel;
  age_min: number;
  age_max: number;
  subject_id: string;
  subject_name: string;
  grades: number[];
  description: string;
  image: string;
  question_count: number;
  /** The school's country while it is on the country list (spec show_school_country_list), else null. */
  country: string | null;
  /** The quiz's own status (spec `status`): an inactive quiz is not shown. */
  active: boolean;
  /** False once taken out of the library. */
  listed: boolean;
  listed_at: Date;
  updated_at: Date;
  /** The log position of the last library event applied: older ones (replays) change nothing. */
  position: string;
}

export interface LibraryTables {
  rm_library: LibraryTable;
}

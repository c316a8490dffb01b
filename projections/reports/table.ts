import type { ReportSharing, ReportStatus } from '../../domain/report/events.ts';

/** How a run was played (spec §3 Report "played as"). */
export type PlayedAs = 'live' | 'play_alone' | 'homework';

/** `rm_reports` (migration 0020): one row per run of a quiz. */
export interface ReportsTable {
  report_id: string;
  quiz_id: string;
  played_as: PlayedAs;
  quiz_title: string;
  /** The owner's name for it; null until they give one. */
  name: string | null;
  sharing: ReportSharing;
  status: ReportStatus;
  /** Players in it now (joined and not removed). */
  players: number;
  /** The room's limit for a live game; null for a play alone. */
  player_limit: number | null;
  /**
   * When answering opened for each question asked, by its position: the average answer time's start.
   * A live game's only: a solo play's answers each say when their question opened (play-reports).
   */
  opens: Record<string, string>;
  /** `lobby`, `running`, `finished` or `cancelled`. */
  phase: string;
  /** A play alone that retries an earlier play's wrong answers. */
  retry: boolean;
  started_at: Date;
  /**
   * When anything in it was last saved (an answer, a join, the end, a new name). A solo play's answers
   * are not written here: readers take the later of this and its last answer (queries.ts).
   */
  saved_at: Date;
  /** The run's stream version and the report stream's, applied so far: a replay changes nothing. */
  run_version: number;
  report_version: number;
}

export interface ReportsTables {
  rm_reports: ReportsTable;
}

import { type ReportRef, reportKey } from './report-ref.ts';

export const MERGE_MODES = [
  'same_name_and_device',
  'every_response',
  'best_response',
  'latest_response',
] as const;
/**
 * How responses (one player's result in one report) become rows of the leaderboard; README
 * "Combined leaderboards" says the same to teachers:
 * - `same_name_and_device`: one row per player, a player being the same name on the same device. A
 *   device is recognised within one live game (a browser that rejoins) and, in play alone, by the
 *   signed-in account; live games never follow a browser from game to game (device ids are hashed per
 *   game), so two classes' "Emma"s stay two rows. The row shows that player's best response.
 * - `every_response`: every response is its own row; nothing is merged.
 * - `best_response`: one row per name (case and width ignored), showing its best score.
 * - `latest_response`: one row per name, showing the score of its most recently finished response.
 */
export type MergeMode = (typeof MERGE_MODES)[number];

export const LAYOUTS = ['podium', 'list'] as const;
export type Layout = (typeof LAYOUTS)[number];

export const LEADERBOARD_STATUSES = ['active', 'inactive'] as const;
/** `inactive`: the public page says the leaderboard is closed and shows no ranking. */
export type LeaderboardStatus = (typeof LEADERBOARD_STATUSES)[number];

/**
 * Where the responses come from. `quiz`: every finished live game of the quiz, those played later
 * included (the board grows as classes play), and its play-alone runs when `includePlayAlone`.
 * `chosen`: exactly the listed reports of the quiz, fixed until the owner edits the list.
 */
export type LeaderboardSources =
  | { mode: 'quiz'; includePlayAlone: boolean }
  | { mode: 'chosen'; reports: ReportRef[] };

export interface LeaderboardSettings {
  name: string;
  sources: LeaderboardSources;
  mergeMode: MergeMode;
  layout: Layout;
  /** Seconds each page of 10 stays on screen before the next (list layout). */
  pageSeconds: number;
  /** Minutes between full reloads of the public page, beside the live pushes; 0: pushes only. */
  refreshMinutes: number;
  status: LeaderboardStatus;
  /** Whether the public page shows who is where; off, it shows only the counts (the reveal comes later). */
  displayRanking: boolean;
}

/** Spec §9: a combined leaderboard shows 10 rankings per page. */
export const RANKINGS_PER_PAGE = 10;
export const NAME_MAX = 120;
export const PAGE_SECONDS_MIN = 3;
export const PAGE_SECONDS_MAX = 120;
export const REFRESH_MINUTES_MAX = 60;
export const MAX_CHOSEN_REPORTS = 200;

export type LeaderboardProblem =
  | 'leaderboard_name_required'
  | 'leaderboard_name_too_long'
  | 'leaderboard_page_seconds_invalid'
  | 'leaderboard_refresh_minutes_invalid'
  | 'leaderboard_reports_required'
  | 'leaderboard_too_many_reports'
  | 'leaderboard_reports_repeated';

/** A name shown on a projector: one line of visible text. */
export function tidyName(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** Checks a creator's settings; shared with the browser so its form shows the error the server enforces. */
export function checkLeaderboardSettings(
  input: LeaderboardSettings,
): { settings: LeaderboardSettings } | { problem: LeaderboardProblem } {
  const name = tidyName(input.name);
  if (name.length === 0) return { problem: 'leaderboard_name_required' };
  if (name.length > NAME_MAX) return { problem: 'leaderboard_name_too_long' };
  const { pageSeconds, refreshMinutes, sources } = input;
  if (!Number.isInteger(pageSeconds) || pageSeconds < PAGE_SECONDS_MIN || pageSeconds > PAGE_SECONDS_MAX)
    return { problem: 'leaderboard_page_seconds_invalid' };
  if (!Number.isInteger(refreshMinutes) || refreshMinutes < 0 || refreshMinutes > REFRESH_MINUTES_MAX)
    return { problem: 'leaderboard_refresh_minutes_invalid' };
  if (sources.mode === 'chosen') {
    const problem = checkReportList(sources.reports, 1, MAX_CHOSEN_REPORTS);
    if (problem)
      return {
        problem:
          problem === 'too_few'
            ? 'leaderboard_reports_required'
            : problem === 'too_many'
              ? 'leaderboard_too_many_reports'
              : 'leaderboard_reports_repeated',
      };
  }
  return { settings: { ...input, name } };
}

/** A list of reports: within its bounds and naming no report twice. */
export function checkReportList(
  reports: readonly ReportRef[],
  min: number,
  max: number,
): 'too_few' | 'too_many' | 'repeated' | null {
  if (reports.length < min) return 'too_few';
  if (reports.length > max) return 'too_many';
  if (new Set(reports.map(reportKey)).size !== reports.length) return 'repeated';
  return null;
}

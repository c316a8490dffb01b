import { isOnlyInvisible, textProblem } from '../shared/text.ts';

export const REPORT_NAME_MAX = 80;

export type ReportNameProblem = 'report_name_required' | 'report_name_too_long' | 'report_name_invalid';

/** A report's name: trimmed, NFC, 1–80 characters, no hidden or reordering characters (domain/shared/text.ts). */
export function checkReportName(input: string): { name: string } | { problem: ReportNameProblem } {
  const name = input.normalize('NFC').trim();
  if (name === '' || isOnlyInvisible(name)) return { problem: 'report_name_required' };
  if ([...name].length > REPORT_NAME_MAX) return { problem: 'report_name_too_long' };
  if (textProblem(name) !== null) return { problem: 'report_name_invalid' };
  return { name };
}

/**
 * Spec §3 Report players who may need help: those who got under half of the scored questions they were
 * asked right. A question they did not answer counts as not right (a teacher wants to know either way).
 */
export const NEEDS_HELP_BELOW = 0.5;

/** The hardest questions: the scored ones with the lowest share of right answers, this many at most. */
export const HARDEST_COUNT = 3;

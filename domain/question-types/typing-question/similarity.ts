import { distance } from 'fastest-levenshtein';
import { foldCaseAccentsAndSpacing } from '../text-answer.ts';
import type { AcceptedAnswer } from './schema.ts';

/**
 * How close a typed answer is to an accepted one (spec §3 accepted_percentage), from 0 to 100: after
 * case, accents and spacing are set aside (text-answer.ts), the share of characters that need no edit,
 * `100 × (1 − levenshtein(typed, accepted) / length of the longer)`. "Trondheim" typed "Trondhiem"
 * is 78 % (two edits in nine letters); "Napoleon" typed "napoléon" is 100 %.
 */
export function similarity(typed: string, accepted: string): number {
  const a = foldCaseAccentsAndSpacing(typed);
  const b = foldCaseAccentsAndSpacing(accepted);
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 100;
  return (100 * (longer - distance(a, b))) / longer;
}

/**
 * Whether typed text (already folded) reaches an accepted answer's tolerance. Compared in whole numbers
 * (`(longer − edits) × 100 ≥ percentage × longer`), so 80 % of ten letters is exactly two edits.
 */
export function reaches(foldedTyped: string, answer: AcceptedAnswer): boolean {
  const accepted = foldCaseAccentsAndSpacing(answer.title);
  const longer = Math.max(foldedTyped.length, accepted.length);
  if (longer === 0) return true;
  const edits = foldedTyped === accepted ? 0 : distance(foldedTyped, accepted);
  return (longer - edits) * 100 >= tolerance(answer) * longer;
}

/** The percentage in force: completely_correct wins (spec §4), so a stale percentage never loosens it. */
export const tolerance = (answer: AcceptedAnswer) =>
  answer.data.completely_correct ? 100 : answer.data.accepted_percentage;

/** The accepted answers that typed text (already folded) reaches. */
export const acceptedBy = (foldedTyped: string, answers: readonly AcceptedAnswer[]) =>
  answers.filter((answer) => reaches(foldedTyped, answer));

import { distance } from 'fastest-levenshtein';
import { foldCaseAccentsAndSpacing } from '../text-answer.ts';
import { ACCEPTED_PERCENTAGE_EXACT, type AcceptedAnswer } from './schema.ts';

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

/** The percentage in force: completely_correct wins (spec §4), so a stale percentage never loosens it. */
export const tolerance = (answer: AcceptedAnswer) =>
  answer.data.completely_correct ? ACCEPTED_PERCENTAGE_EXACT : answer.data.accepted_percentage;

/**
 * Whether two folded texts are alike enough: similarity ≥ percentage, compared in whole numbers
 * (`edits × 100 ≤ (100 − percentage) × longer`), so 80 % of ten letters is exactly two edits. The
 * distance is only computed when it could matter: an exact tolerance needs equal texts, and texts whose
 * lengths differ by more than the edits allowed cannot reach it.
 */
function alike(a: string, b: string, percentage: number): boolean {
  if (a === b) return true;
  if (percentage >= ACCEPTED_PERCENTAGE_EXACT) return false;
  const allowed = (ACCEPTED_PERCENTAGE_EXACT - percentage) * Math.max(a.length, b.length);
  if (Math.abs(a.length - b.length) * 100 > allowed) return false;
  return distance(a, b) * 100 <= allowed;
}

/**
 * The accepted answers of a question, folded once: a function from typed text to the accepted answers
 * it reaches. Built once per scoring or summary, so ten thousand answers fold the accepted ones once.
 */
export function acceptance(answers: readonly AcceptedAnswer[]): (typed: string) => AcceptedAnswer[] {
  const folded = answers.map((answer) => ({
    answer,
    text: foldCaseAccentsAndSpacing(answer.title),
    percentage: tolerance(answer),
  }));
  return (typed) => {
    const text = foldCaseAccentsAndSpacing(typed);
    return folded.filter((a) => alike(text, a.text, a.percentage)).map((a) => a.answer);
  };
}

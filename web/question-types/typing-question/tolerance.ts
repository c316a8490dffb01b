import { foldCaseAccentsAndSpacing } from '../../../domain/question-types/text-answer.ts';
import {
  ACCEPTED_PERCENTAGE_EXACT,
  ACCEPTED_PERCENTAGE_MIN,
  type AcceptedAnswer,
} from '../../../domain/question-types/typing-question/index.ts';

/**
 * The tolerances the editor offers, from exact to the loosest the check allows. A creator picks one
 * choice rather than ticking "completely correct" and then typing a percentage (editing.ts).
 */
export const TOLERANCE_CHOICES = [
  ACCEPTED_PERCENTAGE_EXACT,
  90,
  80,
  70,
  60,
  ACCEPTED_PERCENTAGE_MIN,
] as const;

/**
 * The choices for one accepted answer: the usual ones, and its own percentage when it has another
 * (written through the API); 0, the spec's "not completely correct" before a tolerance is chosen, is
 * not a choice: the select shows a prompt instead.
 */
export function toleranceChoices(answer: AcceptedAnswer): number[] {
  const own = answer.data.completely_correct ? ACCEPTED_PERCENTAGE_EXACT : answer.data.accepted_percentage;
  const choices: number[] = [...TOLERANCE_CHOICES];
  if (own > 0 && !choices.includes(own)) choices.push(own);
  return choices.sort((a, b) => b - a);
}

/** The percentage the select shows, or null while none is chosen (after unticking exact). */
export function chosenTolerance(answer: AcceptedAnswer): number | null {
  if (answer.data.completely_correct) return ACCEPTED_PERCENTAGE_EXACT;
  return answer.data.accepted_percentage > 0 ? answer.data.accepted_percentage : null;
}

/**
 * How many typing mistakes (a letter wrong, missing or extra) a tolerance forgives in an answer of this
 * length, for the hint beside the choice: "80 % alike" means little to a teacher, "2 typos" does.
 */
export function typosForgiven(title: string, percentage: number): number {
  const length = foldCaseAccentsAndSpacing(title).length;
  return Math.floor((length * (ACCEPTED_PERCENTAGE_EXACT - percentage)) / ACCEPTED_PERCENTAGE_EXACT);
}

import { DEFAULT_TIME_LIMIT_SECONDS } from '../question-types/common.ts';
import { checkQuestion, type QuizQuestion } from '../question-types/registry.ts';

/** A stand-in that passes the check, so the next problem of the same question shows. */
const PASSING_TEXT = 'x';
/** More problems than a question has fields means a stand-in did not take: stop there. */
const MAX_PROBLEMS = 16;

export interface FoundProblem {
  code: string;
  /** 0-based, as checkQuestion gives it. */
  answer?: number;
}

/**
 * Every problem the editor's check (checkQuestion) finds in a question, not only the first: after
 * each problem the field it names gets a stand-in that passes, and the check runs again. Only the
 * editor's own rule decides; the stand-ins never leave this function.
 */
export function everyProblem(question: QuizQuestion): FoundProblem[] {
  const found: FoundProblem[] = [];
  let current = question;
  while (found.length < MAX_PROBLEMS) {
    const checked = checkQuestion(current);
    if (!('problem' in checked)) return found;
    found.push(
      checked.answer === undefined
        ? { code: checked.problem }
        : { code: checked.problem, answer: checked.answer },
    );
    const next = withStandIn(current, checked.problem, checked.answer);
    if (next === null) return found;
    current = next;
  }
  return found;
}

function withStandIn(question: QuizQuestion, code: string, answer: number | undefined): QuizQuestion | null {
  switch (code) {
    case 'question_title_required':
    case 'question_title_too_long':
      return { ...question, title: PASSING_TEXT };
    case 'time_limit_invalid':
      return { ...question, time_limit: DEFAULT_TIME_LIMIT_SECONDS };
    case 'explanation_too_long':
      return { ...question, explanation: '' };
    case 'answer_title_required':
    case 'answer_title_too_long': {
      if (answer === undefined || !('answers' in question)) return null;
      const answers = question.answers.map((a, i) => (i === answer ? { ...a, title: PASSING_TEXT } : a));
      return { ...question, answers } as QuizQuestion;
    }
    default:
      // Problems of the question as a whole (too few answers, no correct answer) end the list.
      return null;
  }
}

import type { QuestionView } from '../../../api/contracts/quizzes.ts';
import {
  ANSWERS_MIN,
  DEFAULT_ANSWER_SCORE,
  DEFAULT_TIME_LIMIT_SECONDS,
  type QuestionKind,
} from '../../../domain/quiz/rules.ts';

/** A question as the editor holds it: the API's shape (spec §3 field names), sent as it is on save. */
export type DraftQuestion = QuestionView;
export type DraftAnswer = DraftQuestion['answers'][number];

/**
 * What making a question needs from outside: fresh ids (crypto.randomUUID in the browser) and the
 * translated "True"/"False" a true/false question starts with. Injected, so the factories stay pure.
 */
export interface QuestionFactoryDeps {
  newId: () => string;
  trueLabel: string;
  falseLabel: string;
}

/** Polls score nothing (domain/game/scoring.ts), so their answers carry no points. */
const POLL_SCORE = 0;

export function newAnswer(newId: () => string, kind: QuestionKind, title = ''): DraftAnswer {
  return {
    answer_id: newId(),
    title,
    is_correct: false,
    score: kind === 'poll' ? POLL_SCORE : DEFAULT_ANSWER_SCORE,
  };
}

function trueFalseAnswers(deps: QuestionFactoryDeps): DraftAnswer[] {
  return [
    { ...newAnswer(deps.newId, 'true_false', deps.trueLabel), is_correct: true },
    newAnswer(deps.newId, 'true_false', deps.falseLabel),
  ];
}

/**
 * A new question of `kind` with the spec's defaults: 30 seconds, 1000 points, the first answer correct
 * (spec §3 Answer "first answer correct by default"), except a poll, which has no correct answer.
 */
export function newQuestion(kind: QuestionKind, deps: QuestionFactoryDeps): DraftQuestion {
  const base = {
    question_id: deps.newId(),
    kind,
    title: '',
    time_limit: DEFAULT_TIME_LIMIT_SECONDS,
    answers_required: 'one' as const,
    chart_type: 'bar' as const,
  };
  switch (kind) {
    case 'multiple_choice':
      return {
        ...base,
        answers: Array.from({ length: ANSWERS_MIN }, (_, i) => ({
          ...newAnswer(deps.newId, kind),
          is_correct: i === 0,
        })),
      };
    case 'true_false':
      return { ...base, answers: trueFalseAnswers(deps) };
    case 'poll':
      return { ...base, answers: Array.from({ length: ANSWERS_MIN }, () => newAnswer(deps.newId, kind)) };
    default: {
      const unknown: never = kind;
      throw new Error(`unknown question kind ${String(unknown)}`);
    }
  }
}

/**
 * The question as another kind, keeping what still fits: the title and time always; the answers'
 * texts when going between multiple choice and poll. True/false gets its two preset answers.
 */
export function changeKind(
  question: DraftQuestion,
  kind: QuestionKind,
  deps: QuestionFactoryDeps,
): DraftQuestion {
  if (question.kind === kind) return question;
  const kept = { ...question, kind, answers_required: 'one' as const };
  switch (kind) {
    case 'true_false':
      return { ...kept, answers: trueFalseAnswers(deps) };
    case 'poll':
      return {
        ...kept,
        answers: question.answers.map((a) => ({ ...a, is_correct: false, score: POLL_SCORE })),
      };
    case 'multiple_choice': {
      const answers = question.answers.map((a) => ({
        ...a,
        score: a.score > 0 ? a.score : DEFAULT_ANSWER_SCORE,
      }));
      // A poll had no correct answer: the first one becomes it, as for a new question.
      if (!answers.some((a) => a.is_correct) && answers[0]) answers[0] = { ...answers[0], is_correct: true };
      return { ...kept, answers };
    }
    default: {
      const unknown: never = kind;
      throw new Error(`unknown question kind ${String(unknown)}`);
    }
  }
}

/** A copy with fresh ids for the question and each answer, so the server sees a new question. */
export function copyQuestion(question: DraftQuestion, newId: () => string): DraftQuestion {
  return {
    ...question,
    question_id: newId(),
    answers: question.answers.map((a) => ({ ...a, answer_id: newId() })),
  };
}

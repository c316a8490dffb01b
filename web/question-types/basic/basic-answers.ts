import { type BasicQuestion, newAnswer } from '../../../domain/question-types/basic/index.ts';
import { ANSWERS_MAX, ANSWERS_MIN } from '../../../domain/question-types/basic/schema.ts';
import type { QuestionAnswer } from '../../../domain/question-types/common.ts';

/*
 * The basic editor's answer operations: pure, each returns a new question and leaves its input alone.
 * An index out of range changes nothing.
 */

/** True/false keeps its two preset answers; the others take answers up to ANSWERS_MAX. */
export function canAddAnswer(question: BasicQuestion): boolean {
  return question.kind !== 'true_false' && question.answers.length < ANSWERS_MAX;
}

export function canRemoveAnswer(question: BasicQuestion): boolean {
  return question.kind !== 'true_false' && question.answers.length > ANSWERS_MIN;
}

export function addAnswer(question: BasicQuestion, newId: () => string): BasicQuestion {
  if (!canAddAnswer(question)) return question;
  return { ...question, answers: [...question.answers, newAnswer(newId, question.kind)] };
}

export function removeAnswer(question: BasicQuestion, index: number): BasicQuestion {
  if (!canRemoveAnswer(question)) return question;
  return { ...question, answers: question.answers.filter((_, i) => i !== index) };
}

export function updateAnswer(
  question: BasicQuestion,
  index: number,
  patch: Partial<QuestionAnswer>,
): BasicQuestion {
  return { ...question, answers: question.answers.map((a, i) => (i === index ? { ...a, ...patch } : a)) };
}

/**
 * Marks an answer correct or not. True/false has exactly one correct answer, so marking one unmarks
 * the other; multiple choice may have several (answers_required says whether any or all must be
 * picked); a poll has none.
 */
export function setCorrect(question: BasicQuestion, index: number, correct: boolean): BasicQuestion {
  switch (question.kind) {
    case 'poll':
      return question;
    case 'true_false':
      if (!correct) return question;
      return { ...question, answers: question.answers.map((a, i) => ({ ...a, is_correct: i === index })) };
    case 'multiple_choice':
      return updateAnswer(question, index, { is_correct: correct });
    default: {
      const unknown: never = question.kind;
      throw new Error(`unknown question kind ${String(unknown)}`);
    }
  }
}

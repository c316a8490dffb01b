import { type BasicKind, newBasicQuestion } from '../../../domain/question-types/basic/index.ts';
import type { NewQuestionDeps } from '../../../domain/question-types/question-type.ts';
import {
  changeQuestionType,
  createQuestion,
  type QuestionTypeName,
  type QuizQuestion,
} from '../../../domain/question-types/registry.ts';

/** A question as the editor holds it: the authored shape (spec §3 field names), sent as it is on save. */
export type DraftQuestion = QuizQuestion;

/**
 * What making a question needs from outside: fresh ids (crypto.randomUUID in the browser) and the
 * translated "True"/"False" a true/false question starts with. Injected, so the factories stay pure.
 */
export type QuestionFactoryDeps = NewQuestionDeps;

/** What the editor's "add" buttons make: a basic question of a kind, or a question of another type. */
export type QuestionStarter =
  | { type: 'basic'; kind: BasicKind }
  | { type: QuestionTypeName; kind?: undefined };

export function newQuestion(starter: QuestionStarter, deps: QuestionFactoryDeps): DraftQuestion {
  return starter.kind ? newBasicQuestion(deps, starter.kind) : createQuestion(starter.type, deps);
}

/** Spec §4: the question as another type, keeping what fits (the type's own rule). */
export const changeType = (question: DraftQuestion, type: QuestionTypeName, deps: QuestionFactoryDeps) =>
  changeQuestionType(question, type, deps);

/** A copy with fresh ids for the question and each answer, so the server sees a new question. */
export function copyQuestion(question: DraftQuestion, newId: () => string): DraftQuestion {
  const copy = { ...question, question_id: newId() };
  if ('answers' in copy && Array.isArray(copy.answers))
    return { ...copy, answers: copy.answers.map((a) => ({ ...a, answer_id: newId() })) } as DraftQuestion;
  return copy;
}

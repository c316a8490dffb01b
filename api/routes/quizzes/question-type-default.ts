import type { preValidationHookHandler } from 'fastify';

/**
 * Spec §3: `question_type` defaults to `basic`. A question sent without one is a basic question, so it
 * is filled in before the body is checked against the union of question types.
 */
export const defaultQuestionType: preValidationHookHandler = (request, _reply, done) => {
  const questions = (request.body as { questions?: unknown } | null)?.questions;
  if (Array.isArray(questions)) {
    for (const question of questions) {
      if (typeof question === 'object' && question !== null && !('question_type' in question))
        (question as Record<string, unknown>).question_type = 'basic';
    }
  }
  done();
};

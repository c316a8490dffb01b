import type { TextAnswer } from '../player-answer.ts';
import { type AnswerTiming, speedWeighted, type Verdict } from '../question-type.ts';
import type { TypingQuestion } from './schema.ts';
import { acceptance } from './similarity.ts';

/**
 * Scoring of `typing_question` (no partial credit): the typed text counts when, with case, accents and
 * spacing set aside, it is at least as similar to one of the accepted answers as that answer's
 * tolerance asks (similarity.ts). A counted answer earns the best score among the accepted answers it
 * reaches, weighted by speed (speedWeighted); otherwise nothing.
 */
export function scoreTyping(question: TypingQuestion, answer: TextAnswer, timing: AnswerTiming): Verdict {
  const reached = acceptance(question.answers)(answer.text);
  if (reached.length === 0) return { correct: false, points: 0 };
  const score = Math.max(...reached.map((a) => a.score));
  return { correct: true, points: speedWeighted(score, timing) };
}

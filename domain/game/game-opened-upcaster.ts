import { basicFromLegacy, isLegacyQuestion } from '../question-types/basic/legacy-shape.ts';

/** A game opened before question types copied its questions in the old shape: read them as `basic`. */
export const gameOpenedNeedsUpcast = (data: unknown) =>
  (data as { questions: unknown[] }).questions.some(isLegacyQuestion);

export function upcastGameOpened(data: unknown): unknown {
  const opened = data as { questions: unknown[] };
  return {
    ...opened,
    questions: opened.questions.map((q) => (isLegacyQuestion(q) ? basicFromLegacy(q) : q)),
  };
}

/** Answers stored before question types were choices, as `answerIds`: read them as a choice answer. */
export const answerShapeNeedsUpcast = (data: unknown) => !('answer' in (data as object));

export function upcastAnswerShape(data: unknown): unknown {
  const { answerIds, ...rest } = data as { answerIds: string[] };
  return { ...rest, answer: { kind: 'choice', answerIds } };
}

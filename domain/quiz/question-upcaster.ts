import { basicFromLegacy, isLegacyQuestion } from '../question-types/basic/legacy-shape.ts';

/** QuestionAdded and QuestionUpdated stored before question types: their question read as `basic`. */
export const questionNeedsUpcast = (data: unknown) =>
  isLegacyQuestion((data as { question: unknown }).question);

export function upcastQuestionEvent(data: unknown): unknown {
  const event = data as { question: unknown };
  if (!isLegacyQuestion(event.question)) return data;
  return { ...event, question: basicFromLegacy(event.question) };
}

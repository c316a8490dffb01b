import type { RecordedEvent } from '../shared/event.ts';
import type { PlayQuestionShown } from './events.ts';

/**
 * A PlayAnswerSubmitted stored before answers named when their question opened: it takes the time from
 * the play's PlayQuestionShown for that question, the one on screen when the answer was taken (an answer
 * is refused for any other). Frozen rule: it reads only the stream's earlier events.
 */
export const answerOpensNeedsUpcast = (data: unknown) =>
  typeof data === 'object' && data !== null && !('opensAt' in data);

export function upcastAnswerOpens(data: unknown, history: readonly RecordedEvent[]): unknown {
  const answer = data as { index: number; receivedAt: string };
  const shown = history.findLast(
    (event): event is RecordedEvent<PlayQuestionShown> =>
      event.type === 'PlayQuestionShown' && (event.data as PlayQuestionShown['data']).index === answer.index,
  );
  // Without its shown question the answer could not have been taken; its own arrival is the safe reading.
  return { ...answer, opensAt: shown?.data.opensAt ?? answer.receivedAt };
}

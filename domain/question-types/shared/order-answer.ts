import type { ErrorCode } from '../../shared/error-codes.ts';
import type { OrderAnswer, PlayerAnswer } from '../player-answer.ts';

/**
 * An order a phone sent, checked against the ids it must hold: every id once, nothing else (a hostile
 * phone may send duplicates, leave items out or make ids up).
 */
export function readOrderAnswer(
  ids: readonly string[],
  answer: PlayerAnswer,
): OrderAnswer | { problem: ErrorCode } {
  if (answer.kind !== 'order' || !Array.isArray(answer.answerIds)) return { problem: 'answer_invalid' };
  const sent = answer.answerIds;
  const known = new Set(ids);
  const distinct = new Set(sent);
  const complete =
    sent.length === ids.length &&
    distinct.size === sent.length &&
    sent.every((id) => typeof id === 'string' && known.has(id));
  return complete ? { kind: 'order', answerIds: [...sent] } : { problem: 'answer_order_invalid' };
}

/** How many ids stand where the key has them. */
export function inPlaceCount(key: readonly string[], order: readonly string[]): number {
  return key.filter((id, i) => order[i] === id).length;
}

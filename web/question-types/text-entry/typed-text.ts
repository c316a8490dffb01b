import { characters } from '../../../domain/question-types/common.ts';
import { tidyTyped } from '../../../domain/question-types/text-answer.ts';

/**
 * What the phone's field holds, as the game will read it (domain text-answer.ts): the text tidied, its
 * length in characters, whether it is over the limit, and whether it can be sent.
 */
export function typedText(raw: string, maxLength: number, locked: boolean) {
  const text = tidyTyped(raw);
  const length = characters(text);
  const tooLong = length > maxLength;
  return { text, length, tooLong, canSend: !locked && length > 0 && !tooLong };
}

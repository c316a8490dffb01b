import Type from 'typebox';
import { ORDER_ITEMS_MAX, TEXT_ANSWER_MAX } from '../../domain/question-types/player-answer.ts';

/*
 * A player's answer on the socket (domain/question-types/player-answer.ts), by kind. These are
 * transport guards: a megabyte of text or a thousand ids never reach the game. Whether the answer fits
 * the question (known ids, a point on the image, a number in range) is the question type's rule.
 */
const Ids = (max: number) => Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: max });
const Fraction = Type.Number({ minimum: 0, maximum: 1 });

export const PlayerAnswerSchema = Type.Union([
  Type.Object({ kind: Type.Literal('choice'), answerIds: Ids(10) }, { additionalProperties: false }),
  Type.Object(
    // ×4: a character may take four bytes; the rule counts characters.
    { kind: Type.Literal('text'), text: Type.String({ maxLength: TEXT_ANSWER_MAX * 4 }) },
    { additionalProperties: false },
  ),
  Type.Object(
    { kind: Type.Literal('order'), answerIds: Ids(ORDER_ITEMS_MAX) },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('point'), x: Fraction, y: Fraction }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('number'), value: Type.Number() }, { additionalProperties: false }),
]);

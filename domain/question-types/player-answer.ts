import Type from 'typebox';

/** Transport limits: a typed answer is short; a hostile phone's megabyte is refused before it is read. */
export const TEXT_ANSWER_MAX = 100;
export const ORDER_ITEMS_MAX = 20;

const Ids = (max: number) => Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: max });
const Fraction = Type.Number({ minimum: 0, maximum: 1 });

/*
 * What a phone sends for a question, by the kind of answer its type asks for
 * (question-type.ts `answerKind`). This table is the one place the kinds are
 * declared: the TypeScript types below, the socket and HTTP contracts
 * (api/contracts/player-answer.ts) and the phone's stored-answer check
 * (web/features/live/live-storage.ts) are derived from it, so a new kind does
 * not compile until each of them handles it.
 *
 * The limits are transport guards: a megabyte of text or a thousand ids never
 * reach the game. Whether the answer fits the question (known ids, a point on
 * the image, a number in range) is the question type's rule.
 */
export const AnswerSchemaOfKind = {
  choice: Type.Object({ kind: Type.Literal('choice'), answerIds: Ids(10) }, { additionalProperties: false }),
  text: Type.Object(
    // ×4: a character may take four bytes; the rule counts characters.
    { kind: Type.Literal('text'), text: Type.String({ maxLength: TEXT_ANSWER_MAX * 4 }) },
    { additionalProperties: false },
  ),
  /** Every item of the question, once each, in the order the player put them. */
  order: Type.Object(
    { kind: Type.Literal('order'), answerIds: Ids(ORDER_ITEMS_MAX) },
    { additionalProperties: false },
  ),
  /** A point on the question's image, as fractions of its width and height (0 to 1). */
  point: Type.Object(
    { kind: Type.Literal('point'), x: Fraction, y: Fraction },
    { additionalProperties: false },
  ),
  number: Type.Object(
    { kind: Type.Literal('number'), value: Type.Number() },
    { additionalProperties: false },
  ),
};

export type AnswerKind = keyof typeof AnswerSchemaOfKind;
/** The answer of one kind; `kind` is the table's key, so a schema under the wrong key does not compile. */
export type AnswerOfKind<K extends AnswerKind> = Type.Static<(typeof AnswerSchemaOfKind)[K]> & { kind: K };
export type PlayerAnswer = { [K in AnswerKind]: AnswerOfKind<K> }[AnswerKind];

export type ChoiceAnswer = AnswerOfKind<'choice'>;
export type TextAnswer = AnswerOfKind<'text'>;
export type OrderAnswer = AnswerOfKind<'order'>;
export type PointAnswer = AnswerOfKind<'point'>;
export type NumberAnswer = AnswerOfKind<'number'>;

/*
 * What a phone sends for a question, by the kind of answer its type asks for
 * (question-type.ts `answerKind`). The socket contract validates the shape;
 * the type's module then checks it against the question (known ids, a point
 * on the image, a number in range) before the game takes it.
 */
export type ChoiceAnswer = { kind: 'choice'; answerIds: string[] };
export type TextAnswer = { kind: 'text'; text: string };
/** Every item of the question, once each, in the order the player put them. */
export type OrderAnswer = { kind: 'order'; answerIds: string[] };
/** A point on the question's image, as fractions of its width and height (0 to 1). */
export type PointAnswer = { kind: 'point'; x: number; y: number };
export type NumberAnswer = { kind: 'number'; value: number };

export type PlayerAnswer = ChoiceAnswer | TextAnswer | OrderAnswer | PointAnswer | NumberAnswer;
export type AnswerKind = PlayerAnswer['kind'];

/** Transport limits: a typed answer is short; a hostile phone's megabyte is refused before it is read. */
export const TEXT_ANSWER_MAX = 100;
export const ORDER_ITEMS_MAX = 20;

import Type from 'typebox';
import {
  QUESTION_TYPE_NAMES,
  QUESTION_TYPES,
  type QuizQuestion,
} from '../../domain/question-types/registry.ts';

/*
 * Request bodies that refuse what they do not know (DESIGN §5): a field the call does not take is a
 * clear 400 `unknown_field` naming it (api/plugins/error-handler.ts), never silently dropped, so a
 * client with a typo or an outdated shape learns at once that its change did not land.
 */

function closeObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (typeof node !== 'object' || node === null) return node;
  const source = node as Record<string | symbol, unknown>;
  const copy: Record<string | symbol, unknown> = {};
  for (const key of Object.keys(source)) copy[key] = closeObjects(source[key]);
  // TypeBox keeps its own marks under symbols; they travel with the copy.
  for (const key of Object.getOwnPropertySymbols(source)) copy[key] = source[key];
  if (copy.type === 'object' && copy.properties !== undefined && copy.additionalProperties === undefined)
    copy.additionalProperties = false;
  return copy;
}

/** A copy of `schema` in which every object (nested ones too) refuses properties it does not list. */
export const closed = <T>(schema: T): T => closeObjects(schema) as T;

/**
 * A question as a request sends it: the branch is chosen by `question_type` (ajv's discriminator, so a
 * problem is reported against that type's fields alone, not against every type), each type closed.
 */
export const QuestionInput = Type.Unsafe<QuizQuestion>({
  type: 'object',
  required: ['question_type'],
  discriminator: { propertyName: 'question_type' },
  oneOf: QUESTION_TYPE_NAMES.map((name) => closed(QUESTION_TYPES[name].schema)),
});

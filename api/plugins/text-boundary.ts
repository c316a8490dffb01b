import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { type TextRuleOptions, textProblem } from '../../domain/shared/text.ts';

/** Fields whose text may span lines: a quiz's description, a question's text (a textarea), a browser error. */
const MULTILINE = /(^|\.)(description|stack|message)$|^questions\[\d+\]\.title$/;
/** Fields hashed or compared as typed: only what cannot be stored or is a control character is refused. */
const SECRET = /password/i;

const optionsFor = (path: string, key: string): TextRuleOptions => ({
  multiline: MULTILINE.test(path),
  secret: SECRET.test(key),
});

/** `questions[0].answers[1].title` from its segments. */
const pathOf = (segments: readonly (string | number)[]) =>
  segments.reduce<string>(
    (path, s) => (typeof s === 'number' ? `${path}[${s}]` : path ? `${path}.${s}` : s),
    '',
  );

/**
 * How deeply arrays and objects may nest in what a client sends. Kviss's own bodies and messages
 * nest a handful of levels (a quiz's questions' answers); JSON.parse reads any depth, but walking
 * half a million nested arrays (a 1 MB body) overflowed the stack into a 500, so deeper is refused.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The path of the first string (value or object key) in `value` that breaks the text rule, or null.
 * Keys are checked too: a key is text the server may log or store. The path is only spelt out for
 * the string that fails (a large quiz is walked without building thousands of path strings).
 * Throws the 400 `json_too_deep` for nesting beyond MAX_JSON_DEPTH: the walk recurses, so its depth
 * must not be the client's to choose.
 */
export function firstBadText(value: unknown): string | null {
  const segments: (string | number)[] = [];
  const walk = (item: unknown, key: string): boolean => {
    if (typeof item === 'string') {
      // Multi-line fields only relax the rule: the path is needed only for text that fails it strictly.
      if (textProblem(item, { secret: SECRET.test(key) }) === null) return false;
      return textProblem(item, optionsFor(pathOf(segments), key)) !== null;
    }
    if (typeof item !== 'object' || item === null || Buffer.isBuffer(item)) return false;
    if (segments.length >= MAX_JSON_DEPTH) throw new DomainError('json_too_deep', { max: MAX_JSON_DEPTH });
    if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index++) {
        segments.push(index);
        if (walk(item[index], key)) return true;
        segments.pop();
      }
      return false;
    }
    for (const name in item) {
      if (!Object.hasOwn(item, name)) continue;
      segments.push(name);
      if (textProblem(name) !== null || walk((item as Record<string, unknown>)[name], name)) return true;
      segments.pop();
    }
    return false;
  };
  return walk(value, '') ? pathOf(segments) || 'value' : null;
}

/**
 * Throws the translated 400 `text_invalid_characters`, naming the field; in a quiz's questions also
 * the question and answer (counted from 1, as the quiz rules' errors do), so the editor marks the spot.
 */
export function assertTextAllowed(value: unknown): void {
  const field = firstBadText(value);
  if (field === null) return;
  const spot = /^questions\[(\d+)\](?:\.answers\[(\d+)\])?/.exec(field);
  const where = spot
    ? { question: Number(spot[1]) + 1, ...(spot[2] === undefined ? {} : { answer: Number(spot[2]) + 1 }) }
    : {};
  throw new DomainError('text_invalid_characters', { field, ...where });
}

/**
 * One boundary rule for every string of every request (domain/shared/text.ts): the body, the query
 * and the path parameters are walked before validation, so no route can forget it.
 */
export const textBoundary = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    assertTextAllowed(request.params);
    assertTextAllowed(request.query);
    assertTextAllowed(request.body);
  });
});

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

/**
 * The path of the first string (value or object key) in `value` that breaks the text rule, or null.
 * Keys are checked too: a key is text the server may log or store.
 */
export function firstBadText(value: unknown, path = '', key = ''): string | null {
  if (typeof value === 'string')
    return textProblem(value, optionsFor(path, key)) ? path || key || 'value' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const bad = firstBadText(item, `${path}[${index}]`, key);
      if (bad !== null) return bad;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    for (const [name, item] of Object.entries(value)) {
      const field = path ? `${path}.${name}` : name;
      if (textProblem(name)) return field;
      const bad = firstBadText(item, field, name);
      if (bad !== null) return bad;
    }
  }
  return null;
}

/** Throws the translated 400 `text_invalid_characters`, naming the field, when any string breaks the rule. */
export function assertTextAllowed(value: unknown): void {
  const field = firstBadText(value);
  if (field !== null) throw new DomainError('text_invalid_characters', { field });
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

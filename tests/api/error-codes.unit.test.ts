import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../api/errors.ts';
import { ERROR_CODES } from '../../domain/shared/error-codes.ts';
import de from '../../locales/de.json' with { type: 'json' };
import dk from '../../locales/dk.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import no from '../../locales/no.json' with { type: 'json' };
import se from '../../locales/se.json' with { type: 'json' };

/*
 * Every error code a decider or a route can answer with is an ErrorCode (DomainError and ApiError take
 * nothing else, so the compiler holds the code side); here, every ErrorCode has its text in each of the
 * seven languages, and every text under `errors` is a code.
 */
const translations = { no, se, dk, fr, de, es };

describe('error codes', () => {
  it('are exactly the texts under `errors` in English', () => {
    expect([...ERROR_CODES].sort()).toEqual(Object.keys(en.errors).sort());
  });

  it.each(Object.entries(translations))('each have a text in %s', (_, locale) => {
    const texts: Record<string, string> = locale.errors;
    const missing = ERROR_CODES.filter((code) => !texts[code]?.trim());
    expect(missing).toEqual([]);
  });

  it('reach API users as the English text, its placeholders filled from the details', () => {
    expect(errorMessage('play_already_started')).toBe(en.errors.play_already_started);
    const withMax = ERROR_CODES.find((code) => en.errors[code].includes('{{max}}'));
    expect(withMax, 'some English text takes {{max}}').toBeDefined();
    expect(errorMessage(withMax!, { max: 64 })).toContain('64');
    expect(errorMessage(withMax!, { max: 64 })).not.toContain('{{');
  });
});

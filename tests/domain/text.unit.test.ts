import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../domain/shared/deep-freeze.ts';
import {
  firstUnstorable,
  isOnlyInvisible,
  isStorable,
  textProblem,
  toStorable,
} from '../../domain/shared/text.ts';

describe('the text rule', () => {
  it('accepts ordinary text in every language, emoji sequences and flags', () => {
    for (const text of [
      'Anna',
      'Ærlig talt',
      'Ánde Sámi',
      'Ça va ?',
      'Grüße',
      '¿Qué?',
      'مرحبا',
      '日本語',
      '👩‍💻',
      '👍🏽',
      '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
      'می‌خواهم',
    ]) {
      expect(textProblem(text), text).toBeNull();
    }
  });

  it('refuses what PostgreSQL cannot store: NUL and lone surrogates', () => {
    expect(textProblem('Anna\u0000')).toBe('unstorable');
    expect(textProblem('Anna\uD800')).toBe('unstorable');
    expect(textProblem('\uDC00x')).toBe('unstorable');
    expect(isStorable('a\uD83D\uDE00b')).toBe(true);
  });

  it('refuses control characters, allowing line breaks and tabs only in multi-line text', () => {
    expect(textProblem('a\u0007b')).toBe('control');
    expect(textProblem('a\u001Bb')).toBe('control');
    expect(textProblem('a\u0085b')).toBe('control');
    expect(textProblem('line one\nline two')).toBe('control');
    expect(textProblem('line one\r\n\tline two', { multiline: true })).toBeNull();
    expect(textProblem('a\u0007b', { multiline: true })).toBe('control');
  });

  it('refuses bidi overrides, isolates and marks, and invisible format characters', () => {
    for (const char of [
      '\u202E',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ]) {
      expect(textProblem(`ab${char}cd`), char.codePointAt(0)!.toString(16)).toBe('bidi');
    }
    for (const char of ['\u200B', '\u2060', '\uFEFF', '\u00AD', '\u180E']) {
      expect(textProblem(`ab${char}cd`), char.codePointAt(0)!.toString(16)).toBe('invisible');
    }
  });

  it('refuses joiners that join nothing visible', () => {
    expect(textProblem('\u200D')).toBe('invisible');
    expect(textProblem('Anna\u200D')).toBe('invisible');
    expect(textProblem('\u200CAnna')).toBe('invisible');
    expect(textProblem('An \u200D na')).toBe('invisible');
  });

  it('lets a password keep invisible characters but not what cannot be stored or controls', () => {
    expect(textProblem('pass\u200Bword', { secret: true })).toBeNull();
    expect(textProblem('pass\u0000word', { secret: true })).toBe('unstorable');
    expect(textProblem('pass\u0007word', { secret: true })).toBe('control');
  });

  it('makes old text storable by replacing NUL and lone surrogates with U+FFFD', () => {
    expect(toStorable('An\u0000na\uD800')).toBe('An\uFFFDna\uFFFD');
    const event = { name: 'Bad\u0000', list: ['ok', '\uDFFF'], nested: { 'k\u0000': 1 } };
    expect(firstUnstorable(event)).toBe('name');
    expect(firstUnstorable({ list: ['ok', '\uDFFF'] })).toBe('list.1');
    expect(firstUnstorable({ nested: { 'k\u0000': 1 } })).toBe('nested.k\u0000');
  });

  it('checks a shared frozen value once, and never trusts a part that can still change', () => {
    const questions = deepFreeze([{ title: 'Capital of Norway?', answers: [{ title: 'Oslo' }] }]);
    expect(firstUnstorable({ questions })).toBeNull();
    expect(firstUnstorable({ questions, name: 'Bad\u0000' })).toBe('name');
    // Frozen on the outside only: what is inside may change after a check, so it is checked again.
    const inner = { title: 'fine' };
    const shallow = Object.freeze({ inner });
    expect(firstUnstorable(shallow)).toBeNull();
    inner.title = 'now \uD800 broken';
    expect(firstUnstorable(shallow)).toBe('inner.title');
    expect(() => {
      (questions[0] as { title: string }).title = 'changed';
    }).toThrow(TypeError);
  });

  it('knows a name made only of invisible characters and spaces', () => {
    expect(isOnlyInvisible('\u200B\u200D \u202E\u2066')).toBe(true);
    expect(isOnlyInvisible('\u200BA')).toBe(false);
  });
});

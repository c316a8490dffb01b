import da from 'naughty-words/da.json' with { type: 'json' };
import de from 'naughty-words/de.json' with { type: 'json' };
import en from 'naughty-words/en.json' with { type: 'json' };
import es from 'naughty-words/es.json' with { type: 'json' };
import fr from 'naughty-words/fr.json' with { type: 'json' };
import no from 'naughty-words/no.json' with { type: 'json' };
import sv from 'naughty-words/sv.json' with { type: 'json' };

/*
 * Names players may not take (USERS.md 3, spec §8 "role or name unavailable"): names that pose as the
 * quizmaster or the app, and names with offensive words in any of the app's languages. The word lists
 * are LDNOOBW's (the naughty-words package, CC BY 4.0). A name is compared squashed (lower case,
 * accents and look-alike digits folded, spaces and marks dropped), so "B.i.t.c.h" or "5h1t" are caught.
 * Short words (four letters or fewer) must be a whole word of the name: "Cassandra", "Analise" and
 * "Dickens" are fine names (longer words are caught anywhere in the name).
 */

const SHORT_WORD = 4;

/** Roles a player could pretend to be, in the app's languages. */
const ROLES = [
  'quizmaster',
  'quiz master',
  'host',
  'admin',
  'administrator',
  'moderator',
  'teacher',
  'kviss',
  'system',
  'vert',
  'laerer',
  'larer',
  'lararen',
  'larare',
  'vard',
  'vaert',
  'animateur',
  'professeur',
  'prof',
  'hote',
  'lehrer',
  'lehrerin',
  'gastgeber',
  'profesor',
  'profesora',
  'anfitrion',
  'presentador',
];

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Lower case, accents off, æ/ø/å spelt out, look-alike digits as letters: "Lærer" and "laerer" are one. */
function fold(text: string): string {
  const letters = text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  return lookAlikesAsLetters(letters);
}

/**
 * "5h1t" is a word spelt with digits; "Team 455" is a number. A digit reads as a letter only when it
 * touches a letter (or a digit already read as one): "a55" folds to "ass", "p02455" stays a code.
 */
function lookAlikesAsLetters(text: string): string {
  const chars = [...text];
  const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);
  for (let changed = true; changed; ) {
    changed = false;
    chars.forEach((c, i) => {
      const letter = LOOK_ALIKES[c];
      if (letter && (isLetter(chars[i - 1]) || isLetter(chars[i + 1]))) {
        chars[i] = letter;
        changed = true;
      }
    });
  }
  return chars.join('');
}

const squash = (text: string) => fold(text).replace(/[^\p{L}]/gu, '');
const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

// The app's seven languages (Norwegian, Swedish and Danish as the lists name them).
const BAD = [...new Set([en, no, sv, da, fr, de, es].flat().map(squash))].filter(Boolean);
const BAD_LONG = BAD.filter((word) => word.length > SHORT_WORD);
const BAD_SHORT = new Set(BAD.filter((word) => word.length <= SHORT_WORD));
const RESERVED = new Set(ROLES.map(squash));

/** Whether a (checked, tidied) player name may be used. */
export function nameIsAvailable(name: string): boolean {
  const squashed = squash(name);
  if (RESERVED.has(squashed)) return false;
  if (words(name).some((word) => BAD_SHORT.has(word))) return false;
  return !BAD_LONG.some((word) => squashed.includes(word));
}

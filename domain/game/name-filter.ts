import da from 'naughty-words/da.json' with { type: 'json' };
import de from 'naughty-words/de.json' with { type: 'json' };
import en from 'naughty-words/en.json' with { type: 'json' };
import es from 'naughty-words/es.json' with { type: 'json' };
import fr from 'naughty-words/fr.json' with { type: 'json' };
import no from 'naughty-words/no.json' with { type: 'json' };
import sv from 'naughty-words/sv.json' with { type: 'json' };
import { nameWords, unstretched } from './name-normal.ts';

/*
 * Names players may not take (USERS.md 3, spec §8 "role or name unavailable"): names that pose as the
 * quizmaster or the app, and names with offensive words in any of the app's languages. The word lists
 * are LDNOOBW's (the naughty-words package, CC BY 4.0). A name is first read as the words it spells
 * (name-normal.ts: spaced letters joined, look-alike digits and symbols as letters, stretched letters
 * shortened), so "f u c k", "B.i.t.c.h", "5h1t" and "fuuuuck" are caught.
 * Short words (four letters or fewer) must be a whole word of the name: "Cassandra", "Analise",
 * "Scunthorpe" and "Dickens" are fine names (longer words are caught anywhere in the name). A few short
 * words are never the start of an innocent word, so they are caught there too ("Shithead", "Fuckface").
 */

const SHORT_WORD = 4;

/** Short words caught at the start of any word of a name, not only as a whole word. */
const ROOTS = ['fuck', 'fuk', 'shit', 'cunt', 'twat', 'wank'];

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

const squash = (text: string) => nameWords(text).join('');

// The app's seven languages (Norwegian, Swedish and Danish as the lists name them).
const BAD = [...new Set([en, no, sv, da, fr, de, es].flat().map(squash))].filter(Boolean);
const BAD_LONG = BAD.filter((word) => word.length > SHORT_WORD);
const BAD_SHORT = new Set(BAD.filter((word) => word.length <= SHORT_WORD));
const RESERVED = new Set(ROLES.map(squash));

/** Whether a (checked, tidied) player name may be used: not a role, and nothing offensive. */
export function nameIsAvailable(name: string): boolean {
  return !RESERVED.has(squash(name)) && !isOffensive(name);
}

/**
 * Whether the text holds an offensive word of any of the app's languages (read as a name is: spaced
 * letters joined, look-alikes as letters). What players type where the whole room sees it (a word
 * cloud) goes through this too; roles are fine there ("teacher" is a fair answer).
 */
export function isOffensive(text: string): boolean {
  const words = nameWords(text);
  const squashed = words.join('');
  const readings = words.flatMap(unstretched);
  if (readings.some((word) => BAD_SHORT.has(word) || ROOTS.some((root) => word.startsWith(root))))
    return true;
  return unstretched(squashed).some((reading) => BAD_LONG.some((word) => reading.includes(word)));
}

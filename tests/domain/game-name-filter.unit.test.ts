import { describe, expect, it } from 'vitest';
import { nameIsAvailable } from '../../domain/game/name-filter.ts';

/* The name filter reads a name as the words it spells before checking the word lists (issue 10, item 7). */

describe('names that hide an offensive word', () => {
  it.each([
    ['spaced letters', 'f u c k'],
    ['letters set apart by dots', 'f.u.c.k'],
    ['letters set apart by dashes, in capitals', 'S-H-I-T'],
    ['stretched letters', 'fuuuuck'],
    ['stretched letters in a short word', 'shiiiit'],
    ['a digit for a letter', 'sh1thead'],
    ['symbols for letters', '$h!t'],
    ['a symbol inside a compound', 'Sh!thead'],
    ['a compound that starts with a swear word', 'Shithead'],
    ['spaced digits and symbols', '$ h 1 t'],
    ['a tripled letter in a short word', 'Asss'],
  ])('refuses %s: “%s”', (_how, name) => {
    expect(nameIsAvailable(name)).toBe(false);
  });
});

describe('ordinary names that contain or resemble one', () => {
  it.each([
    'Scunthorpe',
    'Team 455',
    'Team 7',
    'Class 3B',
    'Cassandra',
    'Dickens',
    'Analise',
    'Assassin',
    'Anna',
    'Conn',
    'Petter',
    'Kiss Kiss',
    'Mississippi',
    'J R R Tolkien',
    'Hello!!!',
    'Cocktail',
  ])('takes “%s”', (name) => {
    expect(nameIsAvailable(name)).toBe(true);
  });
});

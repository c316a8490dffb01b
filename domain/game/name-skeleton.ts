import unhomoglyph from 'unhomoglyph';
import { withoutInvisibles } from '../shared/text.ts';

/**
 * What a name looks like, for telling two players apart: invisible characters removed, Unicode
 * compatibility forms folded, case ignored and look-alike letters (Cyrillic "а" for Latin "a", "0"
 * for "O", "rn" for "m") folded by the Unicode confusables table (the unhomoglyph package). Two names
 * with one skeleton look the same on the big screen, so a room takes only one of them.
 * Server-side only (the table is 100 kB): the join page need not load it.
 */
export function nameSkeleton(name: string): string {
  const lower = withoutInvisibles(name).normalize('NFKC').toLocaleLowerCase('und');
  return unhomoglyph(lower).toLocaleLowerCase('und').replace(/\s+/g, ' ').trim();
}

import { describe, expect, it } from 'vitest';
import { BatchedLookup } from '../../api/database/batched-lookup.ts';

/** A table the lookup reads from, recording each read it is sent and holding it until released. */
function fakeTable(rows: Record<string, string>) {
  const reads: string[][] = [];
  const held: Array<() => void> = [];
  const lookup = new BatchedLookup<string, string>(async (keys) => {
    reads.push(keys);
    await new Promise<void>((release) => held.push(release));
    if (keys.includes('bad')) throw new Error('invalid input syntax');
    return new Map(keys.filter((key) => key in rows).map((key) => [key, rows[key]!]));
  });
  const releaseAll = async () => {
    while (held.length > 0) {
      held.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { lookup, reads, releaseAll };
}

describe('BatchedLookup', () => {
  it('reads a key at once when nothing else is being read', async () => {
    const { lookup, reads, releaseAll } = fakeTable({ a: 'quiz A' });
    const found = lookup.get('a');
    expect(reads).toEqual([['a']]);
    await releaseAll();
    expect(await found).toBe('quiz A');
  });

  it('sends the keys asked for while a read is out in one read, and gives each caller its own row', async () => {
    const { lookup, reads, releaseAll } = fakeTable({ a: 'quiz A', b: 'quiz B' });
    const first = lookup.get('a');
    const later = [lookup.get('a'), lookup.get('b'), lookup.get('missing'), lookup.get('b')];
    await releaseAll();
    expect(await first).toBe('quiz A');
    expect(await Promise.all(later)).toEqual(['quiz A', 'quiz B', undefined, 'quiz B']);
    // The later callers asked after the first read went out, so they get a read of their own, shared.
    expect(reads).toEqual([['a'], ['a', 'b', 'missing']]);
  });

  it('fails only the callers of a key that cannot be read', async () => {
    const { lookup, releaseAll } = fakeTable({ a: 'quiz A' });
    const first = lookup.get('a');
    const good = lookup.get('a');
    const bad = lookup.get('bad').catch((error: Error) => `failed: ${error.message}`);
    await releaseAll();
    await first;
    expect(await good).toBe('quiz A');
    expect(await bad).toBe('failed: invalid input syntax');
  });
});

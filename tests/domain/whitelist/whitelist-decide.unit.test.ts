import { describe, expect, it } from 'vitest';
import { decideWhitelist, type WhitelistCommand } from '../../../domain/whitelist/decide.ts';
import {
  evolveWhitelist,
  initialWhitelistState,
  type WhitelistEvent,
} from '../../../domain/whitelist/events.ts';
import { monthOf, takeWhitelistQuota, whitelistQuotaStreamName } from '../../../domain/whitelist/quota.ts';
import {
  namesFromText,
  WHITELIST_MONTHLY_LIMIT,
  WHITELIST_NAMES_MAX,
} from '../../../domain/whitelist/rules.ts';
import { deciderSpec, refusalOf } from '../../support/decider.ts';

/* Whitelists as Given events / When command / Then events or the rule broken. */

const AT = '2026-11-25T09:00:00.000Z';
const owner = { kind: 'user' as const, id: 'teacher' };
const teacher = { userId: 'teacher', admin: false };

const create = (names: string[], title = 'Class 7B', clonedFrom?: string): WhitelistCommand => ({
  type: 'CreateWhitelist',
  data: {
    actor: teacher,
    whitelistId: 'w1',
    owner,
    title,
    names,
    at: AT,
    ...(clonedFrom ? { clonedFrom } : {}),
  },
});
const created = (names: string[]): WhitelistEvent => ({
  type: 'WhitelistCreated',
  data: { whitelistId: 'w1', owner, title: 'Class 7B', names, createdAt: AT },
});

const { when, refused } = deciderSpec({
  decide: decideWhitelist,
  evolve: evolveWhitelist,
  initialState: initialWhitelistState,
});

describe('creating a whitelist', () => {
  it('keeps the names tidied as a joining player’s name is, in the order given', () => {
    expect(when([], create(['  Nora  Berg ', 'Ali', 'Åse']))).toEqual([
      {
        type: 'WhitelistCreated',
        data: {
          whitelistId: 'w1',
          owner,
          title: 'Class 7B',
          names: ['Nora Berg', 'Ali', 'Åse'],
          createdAt: AT,
        },
      },
    ]);
  });

  it('refuses a name twice, compared as a live game compares names (case and Unicode form)', () => {
    expect(refused([], create(['Anna', 'ANNA']))).toEqual({
      code: 'whitelist_name_duplicate',
      params: { name: 'ANNA' },
    });
    // "Ａｎｎａ" (full-width) is "Anna" to a live game too.
    expect(refused([], create(['Anna', 'Ａｎｎａ'])).code).toBe('whitelist_name_duplicate');
  });

  it('refuses a name no player could join with, naming it', () => {
    expect(refused([], create(['Ali', 'Jo']))).toEqual({
      code: 'whitelist_name_invalid',
      params: { name: 'Jo' },
    });
    expect(refused([], create(['A name far too long to join']))).toMatchObject({
      code: 'whitelist_name_invalid',
    });
  });

  it('needs a title and at least one name, and holds at most the maximum', () => {
    expect(refused([], create(['Ali'], '   ')).code).toBe('whitelist_title_required');
    expect(refused([], create(['', '  ']))).toMatchObject({ code: 'whitelist_names_required' });
    const many = Array.from({ length: WHITELIST_NAMES_MAX + 1 }, (_, i) => `Player ${i}`);
    expect(refused([], create(many))).toEqual({
      code: 'whitelist_too_many_names',
      params: { max: WHITELIST_NAMES_MAX },
    });
  });

  it('records the list a clone was copied from', () => {
    const [event] = when([], create(['Ali'], 'Class 7B (copy)', 'w0'));
    expect(event).toMatchObject({ type: 'WhitelistCreated', data: { clonedFrom: 'w0', names: ['Ali'] } });
  });

  it('cannot create the same list twice', () => {
    expect(refused([created(['Ali'])], create(['Ali'])).code).toBe('whitelist_already_exists');
  });
});

describe('changing and deleting a whitelist', () => {
  const update = (names: string[], actor = teacher): WhitelistCommand => ({
    type: 'UpdateWhitelist',
    data: { actor, title: 'Class 7B', names },
  });

  it('replaces the names, with the same rules as creating', () => {
    expect(when([created(['Ali'])], update(['Ali', 'Nora']))).toEqual([
      { type: 'WhitelistUpdated', data: { title: 'Class 7B', names: ['Ali', 'Nora'] } },
    ]);
    expect(refused([created(['Ali'])], update(['nora', 'NORA'])).code).toBe('whitelist_name_duplicate');
  });

  it('records nothing when nothing changed', () => {
    expect(when([created(['Ali', 'Nora'])], update(['Ali', ' Nora ']))).toEqual([]);
  });

  it('answers only to its owner or an administrator', () => {
    const stranger = { userId: 'someone', admin: false };
    expect(refused([created(['Ali'])], update(['Bo Bo'], stranger)).code).toBe('no_permission');
    expect(when([created(['Ali'])], update(['Bo Bo'], { userId: 'admin', admin: true }))).toHaveLength(1);
  });

  it('is gone once deleted', () => {
    const deleted: WhitelistEvent = { type: 'WhitelistDeleted', data: { deletedAt: AT } };
    expect(when([created(['Ali'])], { type: 'DeleteWhitelist', data: { actor: teacher, at: AT } })).toEqual([
      deleted,
    ]);
    expect(refused([created(['Ali']), deleted], update(['Nora'])).code).toBe('whitelist_not_found');
  });
});

describe('the monthly creation limit', () => {
  it('counts creations per owner and calendar month (UTC), and refuses one past the limit', () => {
    expect(takeWhitelistQuota(WHITELIST_MONTHLY_LIMIT - 1, 'w9', AT)).toEqual([
      { type: 'WhitelistQuotaUsed', data: { whitelistId: 'w9', month: '2026-11' } },
    ]);
    expect(refusalOf(() => takeWhitelistQuota(WHITELIST_MONTHLY_LIMIT, 'w9', AT))).toEqual({
      code: 'whitelist_monthly_limit',
      params: { limit: WHITELIST_MONTHLY_LIMIT },
    });
  });

  it('starts again in a new month, for each owner apart', () => {
    expect(whitelistQuotaStreamName(owner, '2026-11-30T23:59:59.000Z')).not.toBe(
      whitelistQuotaStreamName(owner, '2026-12-01T00:00:00.000Z'),
    );
    expect(whitelistQuotaStreamName(owner, AT)).not.toBe(
      whitelistQuotaStreamName({ kind: 'user', id: 'x' }, AT),
    );
    expect(monthOf('2026-12-01T00:30:00+02:00')).toBe('2026-11');
  });
});

describe('pasting many names', () => {
  it('reads a class list one per line, or separated by commas, semicolons or tabs', () => {
    expect(namesFromText('Ali\r\n Nora Berg \n\n;Åse, Bo Bo\tEva')).toEqual([
      'Ali',
      'Nora Berg',
      'Åse',
      'Bo Bo',
      'Eva',
    ]);
  });
});

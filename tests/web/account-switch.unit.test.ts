import { describe, expect, it } from 'vitest';
import {
  accountLabel,
  MAX_REMEMBERED_ACCOUNTS,
  parseRememberedAccounts,
  type RememberedAccount,
  switchTargets,
  withAccount,
  withoutAccount,
} from '../../web/shared/session/remembered-accounts-rules.ts';
import {
  localDay,
  parseVisitDays,
  shouldSendVisit,
  withVisitDay,
} from '../../web/shared/session/teacher-activity-rules.ts';

const account = (userId: string, extra: Partial<RememberedAccount> = {}): RememberedAccount => ({
  userId,
  name: `Name ${userId}`,
  email: `${userId}@example.org`,
  provider: 'local',
  ...extra,
});

describe('remembered accounts', () => {
  it('puts the newest first and replaces an older entry (a renamed account) for the same user', () => {
    const list = withAccount([account('a'), account('b')], account('b', { name: 'Newer' }));
    expect(list.map((entry) => [entry.userId, entry.name])).toEqual([
      ['b', 'Newer'],
      ['a', 'Name a'],
    ]);
  });

  it('keeps a short list', () => {
    let list: RememberedAccount[] = [];
    for (let i = 0; i < MAX_REMEMBERED_ACCOUNTS + 2; i++) list = withAccount(list, account(`u${i}`));
    expect(list).toHaveLength(MAX_REMEMBERED_ACCOUNTS);
    expect(list[0]!.userId).toBe(`u${MAX_REMEMBERED_ACCOUNTS + 1}`);
  });

  it('forgets one account only, and offers all but the signed-in one', () => {
    const list = [account('a'), account('b'), account('c')];
    expect(withoutAccount(list, 'b').map((entry) => entry.userId)).toEqual(['a', 'c']);
    expect(switchTargets(list, 'a').map((entry) => entry.userId)).toEqual(['b', 'c']);
    expect(switchTargets(list, null)).toHaveLength(3);
  });

  it('reads the stored list, dropping malformed entries', () => {
    const raw = JSON.stringify([
      account('a'),
      { userId: 'b' },
      account('c', { provider: 'myspace' as never }),
    ]);
    expect(parseRememberedAccounts(raw).map((entry) => entry.userId)).toEqual(['a']);
    expect(parseRememberedAccounts('not json')).toEqual([]);
    expect(parseRememberedAccounts('{"a":1}')).toEqual([]);
    expect(parseRememberedAccounts(null)).toEqual([]);
  });

  it('names an account by its name, else its address', () => {
    expect(accountLabel({ name: 'Ada', email: 'ada@example.org' })).toBe('Ada');
    expect(accountLabel({ name: ' ', email: 'ada@example.org' })).toBe('ada@example.org');
  });
});

describe('teacher visit once a day', () => {
  it('sends for teacher roles only', () => {
    expect(shouldSendVisit('teacher', null, '2026-11-23')).toBe(true);
    expect(shouldSendVisit('teacher_plus', undefined, '2026-11-23')).toBe(true);
    expect(shouldSendVisit('user', null, '2026-11-23')).toBe(false);
    expect(shouldSendVisit('student', null, '2026-11-23')).toBe(false);
    expect(shouldSendVisit('school_admin', null, '2026-11-23')).toBe(false);
  });

  it('sends once a day: not again the same day, again the next', () => {
    expect(shouldSendVisit('teacher', '2026-11-23', '2026-11-23')).toBe(false);
    expect(shouldSendVisit('teacher', '2026-11-22', '2026-11-23')).toBe(true);
  });

  it("counts days in the browser's own calendar", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 0, 6, 0, 1))).toBe('2026-01-06');
  });

  it('remembers the day per account and drops older days', () => {
    const days = withVisitDay({ old: '2026-11-20', other: '2026-11-23' }, 'me', '2026-11-23');
    expect(days).toEqual({ other: '2026-11-23', me: '2026-11-23' });
    expect(parseVisitDays(JSON.stringify(days))).toEqual(days);
    expect(parseVisitDays('[1]')).toEqual({});
    expect(parseVisitDays('{"a":3,"b":"2026-11-23"}')).toEqual({ b: '2026-11-23' });
    expect(parseVisitDays('broken')).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { readerOf } from '../../../domain/leaderboard/report-access.ts';
import { countsOnLeaderboards, mayReadReport } from '../../../domain/report/access.ts';
import { REPORT_SHARINGS } from '../../../domain/report/events.ts';

describe('who may read a report (spec §3 report sharing)', () => {
  const owner = { manages: true, sharedWith: false };
  const colleague = { manages: false, sharedWith: true };
  const anyone = { manages: false, sharedWith: false };

  it('follows its sharing: the owner every one, a colleague the shared ones, anyone the public ones', () => {
    const table = REPORT_SHARINGS.map((sharing) => [
      sharing,
      mayReadReport(owner, sharing),
      mayReadReport(colleague, sharing),
      mayReadReport(anyone, sharing),
    ]);
    expect(table).toEqual([
      ['public', true, true, true],
      ['private', true, true, false],
      ['disabled', true, false, false],
    ]);
  });

  it('sees a merge report’s or leaderboard’s actor as the same reader', () => {
    const access = { ownerId: 'owner' };
    expect(readerOf({ userId: 'owner', admin: false }, access)).toEqual(owner);
    expect(readerOf({ userId: 'admin', admin: true }, access)).toEqual({ manages: true, sharedWith: false });
    expect(readerOf({ userId: 'colleague', admin: false, readsReports: true }, access)).toEqual(colleague);
    expect(readerOf({ userId: 'other', admin: false, readsReports: false }, access)).toEqual(anyone);
  });

  it('counts on leaderboards, which anyone with the link sees, every report but a disabled one', () => {
    expect(REPORT_SHARINGS.filter(countsOnLeaderboards)).toEqual(['public', 'private']);
  });
});

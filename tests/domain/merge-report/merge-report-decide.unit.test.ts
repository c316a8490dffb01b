import { describe, expect, it } from 'vitest';
import { decideMergeReport, type MergeReportCommand } from '../../../domain/merge-report/decide.ts';
import {
  evolveMergeReport,
  initialMergeReportState,
  type MergeReportEvent,
} from '../../../domain/merge-report/events.ts';
import { deciderSpec } from '../../support/decider.ts';

/* Merge reports as Given events / When command / Then events or the rule broken. */

const AT = '2026-11-25T10:00:00.000Z';
const owner = { userId: 'teacher', admin: false };
const stranger = { userId: 'someone', admin: false };
const three = [
  { kind: 'game' as const, id: 'g1' },
  { kind: 'game' as const, id: 'g2' },
  { kind: 'play' as const, id: 'p1' },
];

const create = (over: { name?: string; reports?: typeof three } = {}, actor = owner): MergeReportCommand => ({
  type: 'CreateMergeReport',
  data: {
    actor,
    mergeReportId: 'm1',
    quizId: 'q1',
    quizOwnerId: 'teacher',
    name: over.name ?? 'All year 6',
    reports: over.reports ?? three,
    at: AT,
  },
});
const created: MergeReportEvent = {
  type: 'MergeReportCreated',
  data: {
    mergeReportId: 'm1',
    quizId: 'q1',
    ownerId: 'teacher',
    name: 'All year 6',
    reports: three,
    createdAt: AT,
  },
};
const locked: MergeReportEvent = {
  type: 'MergeReportStatusChanged',
  data: { status: 'lock', changedAt: AT },
};

const { when, refused } = deciderSpec({
  decide: decideMergeReport,
  evolve: evolveMergeReport,
  initialState: initialMergeReportState,
});

const update = (name: string, reports = three, actor = owner): MergeReportCommand => ({
  type: 'UpdateMergeReport',
  data: { actor, name, reports, at: AT },
});
const status = (value: 'open' | 'lock'): MergeReportCommand => ({
  type: 'ChangeMergeReportStatus',
  data: { actor: owner, status: value, at: AT },
});

describe('merge report decider', () => {
  it("creates a merge report of the owner's reports", () => {
    expect(when([], create())).toEqual([created]);
  });

  it('needs a name and at least two different reports', () => {
    expect(refused([], create({ name: ' ' })).code).toBe('merge_report_name_required');
    expect(refused([], create({ reports: [three[0]!] })).code).toBe('merge_report_too_few_reports');
    expect(refused([], create({ reports: [three[0]!, three[0]!] })).code).toBe(
      'merge_report_reports_repeated',
    );
    expect(refused([], create({}, stranger)).code).toBe('no_permission');
  });

  it('renames and changes its reports; unchanged saves record nothing; strangers are refused', () => {
    expect(when([created], update('Year 6, both classes', three.slice(0, 2)))).toEqual([
      {
        type: 'MergeReportUpdated',
        data: { name: 'Year 6, both classes', reports: three.slice(0, 2), updatedAt: AT },
      },
    ]);
    expect(when([created], update('All year 6'))).toEqual([]);
    expect(refused([created], update('Mine now', three, stranger)).code).toBe('no_permission');
  });

  it('a locked merge report can be neither changed nor deleted until it is opened again', () => {
    expect(when([created], status('lock'))).toEqual([locked]);
    expect(when([created, locked], status('lock'))).toEqual([]);
    expect(refused([created, locked], update('Changed')).code).toBe('merge_report_locked');
    expect(
      refused([created, locked], { type: 'DeleteMergeReport', data: { actor: owner, at: AT } }).code,
    ).toBe('merge_report_locked');
    expect(when([created, locked], status('open'))[0]?.data).toEqual({ status: 'open', changedAt: AT });
  });

  it('deletes; afterwards it is not found', () => {
    const remove: MergeReportCommand = { type: 'DeleteMergeReport', data: { actor: owner, at: AT } };
    const deleted = when([created], remove);
    expect(deleted).toEqual([{ type: 'MergeReportDeleted', data: { deletedAt: AT } }]);
    expect(refused([created, ...deleted], update('Back')).code).toBe('merge_report_not_found');
  });
});

import { describe, expect, it } from 'vitest';
import { decideReport, type ReportCommand } from '../../../domain/report/decide.ts';
import { evolveReport, initialReportState, type ReportEvent } from '../../../domain/report/events.ts';
import { brokenRule, deciderSpec } from '../../support/decider.ts';

/* A report's name, sharing and status as Given events / When command / Then events or the rule broken. */

const { when } = deciderSpec({
  decide: decideReport,
  evolve: evolveReport,
  initialState: initialReportState,
});
const rename = (name: string): ReportCommand => ({ type: 'RenameReport', data: { reportId: 'r1', name } });
const locked: ReportEvent = { type: 'ReportStatusChanged', data: { reportId: 'r1', status: 'locked' } };

describe('a report', () => {
  it('starts private and open, without a name of its own', () => {
    expect(initialReportState).toEqual({ name: null, sharing: 'private', status: 'open' });
  });

  it('is renamed with the name trimmed', () => {
    expect(when([], rename('  Class 7B, Monday  '))).toEqual([
      { type: 'ReportRenamed', data: { reportId: 'r1', name: 'Class 7B, Monday' } },
    ]);
  });

  it('keeps names in any script', () => {
    expect(when([], rename('Åse Ødegård – 李'))[0]?.data).toMatchObject({ name: 'Åse Ødegård – 李' });
  });

  it('refuses a blank, an overlong or a hidden-character name', () => {
    expect(brokenRule(() => when([], rename('   ')))).toBe('report_name_required');
    expect(brokenRule(() => when([], rename('x'.repeat(81))))).toBe('report_name_too_long');
    expect(brokenRule(() => when([], rename('abc\u202Edef')))).toBe('report_name_invalid');
  });

  it('records nothing when the name is the same', () => {
    const named: ReportEvent = { type: 'ReportRenamed', data: { reportId: 'r1', name: 'Quiz night' } };
    expect(when([named], rename('Quiz night '))).toEqual([]);
  });

  it('is shared publicly, then disabled', () => {
    const publicly: ReportCommand = {
      type: 'ChangeReportSharing',
      data: { reportId: 'r1', sharing: 'public' },
    };
    expect(when([], publicly)).toEqual([
      { type: 'ReportSharingChanged', data: { reportId: 'r1', sharing: 'public' } },
    ]);
    const shared = when([], publicly);
    expect(
      when(shared, { type: 'ChangeReportSharing', data: { reportId: 'r1', sharing: 'disabled' } }),
    ).toEqual([{ type: 'ReportSharingChanged', data: { reportId: 'r1', sharing: 'disabled' } }]);
    expect(when(shared, publicly)).toEqual([]);
  });

  it('cannot be renamed or have its sharing changed while locked', () => {
    expect(brokenRule(() => when([locked], rename('New name')))).toBe('report_locked');
    expect(
      brokenRule(() =>
        when([locked], { type: 'ChangeReportSharing', data: { reportId: 'r1', sharing: 'public' } }),
      ),
    ).toBe('report_locked');
  });

  it('is opened again, and then renamed', () => {
    const reopened = when([locked], { type: 'ChangeReportStatus', data: { reportId: 'r1', status: 'open' } });
    expect(reopened).toEqual([{ type: 'ReportStatusChanged', data: { reportId: 'r1', status: 'open' } }]);
    expect(when([locked, ...reopened], rename('Final'))).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { exportsPerRequester } from '../../../api/routes/reports/exports-per-requester.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';

/* Issue 28 item 11: one requester may have two report files in the making at once, not the whole pool. */
describe('report files in the making per requester', () => {
  it('refuses a third file at once, names the limit, and takes one again once a file is done', () => {
    const exporting = exportsPerRequester(2);
    const first = exporting.take('teacher');
    exporting.take('teacher');
    let refused: unknown;
    try {
      exporting.take('teacher');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'exports_in_progress', params: { max: 2 } });
    // Someone else is not held up by this teacher's files.
    exporting.take('another teacher');
    first();
    first();
    expect(() => exporting.take('teacher')).not.toThrow();
    expect(() => exporting.take('teacher')).toThrow(DomainError);
  });
});

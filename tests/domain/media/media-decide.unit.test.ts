import { describe, expect, it } from 'vitest';
import { decideMedia, type MediaCommand } from '../../../domain/media/decide.ts';
import { evolveMedia, initialMediaState, type MediaEvent } from '../../../domain/media/events.ts';
import { diskIsLow } from '../../../domain/media/rules.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import { deciderSpec } from '../../support/decider.ts';

/* An account's upload ledger as Given events / When command / Then events or the limit reached. */

const MB = 1024 * 1024;
const stored = (bytes: number, totalBytes: number, quotaBytes = 500 * MB): MediaEvent => ({
  type: 'MediaStored',
  data: { folder: 'quiz-videos', paths: ['quiz-videos/a.mp4'], bytes, totalBytes, quotaBytes },
});
const record = (bytes: number, quotaBytes = 500 * MB): MediaCommand => ({
  type: 'RecordUpload',
  data: {
    folder: 'quiz-images',
    paths: ['quiz-images/b.png', 'quiz-images/b.phone.webp'],
    bytes,
    quotaBytes,
  },
});
const { when, refused, fold } = deciderSpec({
  decide: decideMedia,
  evolve: evolveMedia,
  initialState: initialMediaState,
});

describe('an account’s upload ledger', () => {
  it('records each upload with the total after it and the quota it was judged against', () => {
    expect(when([stored(10 * MB, 10 * MB)], record(3 * MB))).toEqual([
      {
        type: 'MediaStored',
        data: {
          folder: 'quiz-images',
          paths: ['quiz-images/b.png', 'quiz-images/b.phone.webp'],
          bytes: 3 * MB,
          totalBytes: 13 * MB,
          quotaBytes: 500 * MB,
        },
      },
    ]);
  });

  it('takes an upload that fills the quota exactly, and refuses one byte more, saying which limit', () => {
    const given = [stored(400 * MB, 400 * MB), stored(90 * MB, 490 * MB)];
    expect(when(given, record(10 * MB))).toHaveLength(1);
    expect(refused(given, record(10 * MB + 1))).toMatchObject({
      code: 'upload_quota_reached',
      params: { quota_mb: 500, used_mb: 490 },
    });
  });

  it('judges by the quota of today, while old events keep the quota they were judged by', () => {
    // Stored under a larger quota, then the operator lowered it: nothing more fits, nothing is undone.
    const given = [stored(300 * MB, 300 * MB, 1000 * MB)];
    expect(() => when(given, record(1, 200 * MB))).toThrow(DomainError);
    expect(fold(given)).toEqual({ storedBytes: 300 * MB, files: 1 });
  });
});

describe('the media disk’s free-space floor', () => {
  const floor = { minFreeBytes: 1024 * MB, minFreePercent: 5 };
  it('is the larger of the bytes and the share of the disk', () => {
    expect(diskIsLow({ freeBytes: 900 * MB, totalBytes: 10_000 * MB }, floor)).toBe(true);
    expect(diskIsLow({ freeBytes: 1100 * MB, totalBytes: 10_000 * MB }, floor)).toBe(false);
    expect(diskIsLow({ freeBytes: 9 * 1024 * MB, totalBytes: 200 * 1024 * MB }, floor)).toBe(true);
    expect(diskIsLow({ freeBytes: 11 * 1024 * MB, totalBytes: 200 * 1024 * MB }, floor)).toBe(false);
  });
});

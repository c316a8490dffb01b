import { DomainError } from '../shared/domain-error.ts';

const MB = 1024 * 1024;

/*
 * What one account may store and how fast (DESIGN §7: bounded per account; refusals say which limit).
 * The defaults are data here; an operator changes them through api/config.ts.
 */

/** Bytes an account may keep in the media store: some hundred photos and a few dozen short clips. */
export const UPLOAD_QUOTA_BYTES_DEFAULT = 500 * MB;

/**
 * Upload pace per account: a burst (a handful of videos in a row), then a steady rate. A teacher
 * building a quiz uploads a picture now and then; a script writing gigabytes a minute is stopped.
 */
export const UPLOAD_BURST_BYTES_DEFAULT = 60 * MB;
export const UPLOAD_BYTES_PER_MINUTE_DEFAULT = 30 * MB;
/** Files per account: small pictures cost little disk, but each is a request and an event. */
export const UPLOAD_BURST_FILES_DEFAULT = 60;
export const UPLOAD_FILES_PER_MINUTE_DEFAULT = 30;

/**
 * Free space the media folder's disk keeps, by default the database's too (DESIGN §3): uploads stop
 * before it is reached, whichever of the two floors is higher.
 */
export const DISK_MIN_FREE_BYTES_DEFAULT = 1024 * MB;
export const DISK_MIN_FREE_PERCENT_DEFAULT = 5;

/** Refuses an upload that would take the account past its quota. */
export function checkUploadQuota(storedBytes: number, addingBytes: number, quotaBytes: number): void {
  if (storedBytes + addingBytes > quotaBytes)
    throw new DomainError('upload_quota_reached', {
      quota_mb: Math.floor(quotaBytes / MB),
      used_mb: Math.ceil(storedBytes / MB),
    });
}

/** Whether a disk with this much free space is too full to take uploads. */
export function diskIsLow(
  space: { freeBytes: number; totalBytes: number },
  floor: { minFreeBytes: number; minFreePercent: number },
): boolean {
  const keep = Math.max(floor.minFreeBytes, (space.totalBytes * floor.minFreePercent) / 100);
  return space.freeBytes < keep;
}

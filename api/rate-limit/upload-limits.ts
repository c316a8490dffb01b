import type { Clock } from '../../commands/ports/clock.ts';
import type { UploadSettings } from '../config.ts';
import { type BucketStore, TokenBucket } from './token-bucket.ts';

/**
 * The pace of uploads per account (issue 28 item 10): bytes and files, each a burst and then a steady
 * rate, shared between nodes through Redis like every bucket. Bytes bound the disk a script can fill
 * in a minute; files bound the requests and ledger events of many tiny pictures.
 */
export function uploadLimits(store: BucketStore, clock: Clock, settings: UploadSettings) {
  return {
    bytesPerAccount: new TokenBucket(
      store,
      'upload-bytes-acct',
      { capacity: settings.burstBytes, perSecond: settings.bytesPerMinute / 60 },
      clock,
    ),
    filesPerAccount: new TokenBucket(
      store,
      'upload-files-acct',
      { capacity: settings.burstFiles, perSecond: settings.filesPerMinute / 60 },
      clock,
    ),
  };
}

export type UploadLimits = ReturnType<typeof uploadLimits>;

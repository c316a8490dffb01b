import type { MediaEvent, MediaState } from './events.ts';
import { checkUploadQuota } from './rules.ts';

/** Files just written for an upload, entered in the account's ledger if the quota allows them. */
export type RecordUpload = {
  type: 'RecordUpload';
  data: { folder: string; paths: readonly string[]; bytes: number; quotaBytes: number };
};

export type MediaCommand = RecordUpload;

export function decideMedia(command: MediaCommand, state: MediaState): MediaEvent[] {
  const { folder, paths, bytes, quotaBytes } = command.data;
  checkUploadQuota(state.storedBytes, bytes, quotaBytes);
  return [
    {
      type: 'MediaStored',
      data: { folder, paths: [...paths], bytes, totalBytes: state.storedBytes + bytes, quotaBytes },
    },
  ];
}

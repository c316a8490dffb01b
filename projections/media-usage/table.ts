/** `rm_media_usage` (migration 0039): what each account has stored in the media store. */
export interface MediaUsageTable {
  user_id: string;
  stored_bytes: number;
  files: number;
  /** The version of the account's `media-<userId>` stream this row reflects. */
  version: number;
}

export interface MediaUsageTables {
  rm_media_usage: MediaUsageTable;
}

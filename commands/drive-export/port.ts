/** A file to put in the user's Google Drive. */
export interface DriveFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

/** "Not available" is an answer, not a failure: an installation without Google's keys still exports files. */
export type DriveUpload = { available: true; url: string } | { available: false };

/**
 * Saves a report's export in the viewer's Google Drive (spec §1 "Google Drive export"). One adapter per
 * way of reaching Drive beside this file, chosen at start-up (api/compose-deps.ts `driveExportFor`);
 * without one, `notConfiguredDriveExport` says it is not available and the viewer downloads the file.
 */
export interface DriveExport {
  /** Whether saving can work at all here, so the page shows the button only when it can. */
  readonly available: boolean;
  upload(userId: string, file: DriveFile): Promise<DriveUpload>;
}

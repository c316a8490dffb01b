import type { DriveExport } from './port.ts';

/** The default: no Google keys were given, so there is nothing to ask (no network, no error). */
export const notConfiguredDriveExport = (): DriveExport => ({
  available: false,
  upload: async () => ({ available: false }),
});

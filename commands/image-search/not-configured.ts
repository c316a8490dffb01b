import type { ImageSearch } from './port.ts';

/** The default: no provider's keys were given, so there is nothing to ask (no network, no error). */
export const notConfiguredImageSearch = (): ImageSearch => ({
  search: async () => ({ available: false }),
  download: async () => ({ available: false }),
});

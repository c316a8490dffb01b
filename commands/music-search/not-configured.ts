import type { MusicSearch } from './port.ts';

/** The default: no provider's keys were given, so there is nothing to ask (no network, no error). */
export const notConfiguredMusicSearch = (): MusicSearch => ({
  search: async () => ({ available: false }),
});

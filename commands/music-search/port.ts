import type { MusicTrack } from '../../domain/question-types/music/index.ts';

/** A track as a provider found it: what the editor keeps (domain MusicTrack) and a clip to listen to. */
export interface FoundTrack extends MusicTrack {
  /** A short clip the creator can listen to before choosing; null when the provider has none for it. */
  previewUrl: string | null;
}

/** "Not available" is an answer, not a failure: an installation without a provider still works. */
export type MusicSearchResult = { available: true; tracks: FoundTrack[] } | { available: false };

/**
 * Finds tracks for a music question (spec §7 "music search"; the spec's provider is Spotify). One
 * adapter per provider beside this file, chosen at start-up (api/compose-deps.ts `musicSearchFor`);
 * without one, `notConfiguredMusicSearch` says it is not available and creators upload their own clip.
 */
export interface MusicSearch {
  /** Tracks matching `text` (a title, an artist), best first, at most `limit`. */
  search(text: string, limit: number): Promise<MusicSearchResult>;
}

/** A picture a provider found: a preview for the choice, the full picture to keep, and whom to credit. */
export interface FoundImage {
  /** The full picture's address at the provider; what `keep` is asked for. */
  url: string;
  /** A small version to show among the results. */
  thumbnailUrl: string;
  /** Where it comes from: the page or the credit line the licence asks for (spec image_source). */
  source: string;
  width: number;
  height: number;
}

/** "Not available" is an answer, not a failure: an installation without a provider still works. */
export type ImageSearchResult = { available: true; images: FoundImage[] } | { available: false };

/** A found picture's bytes; `null` when the address is not one of the provider's pictures. */
export type ImageDownload =
  | { available: true; image: { bytes: Buffer; source: string } | null }
  | { available: false };

/**
 * Finds pictures for a quiz, a question or an answer (spec §7 `images/search` and `images/keep`). One
 * adapter per provider beside this file, chosen at start-up (api/compose-deps.ts `imageSearchFor`);
 * without one, `notConfiguredImageSearch` says it is not available and creators upload their own.
 */
export interface ImageSearch {
  /** Pictures matching `text`, best first, at most `limit`. */
  search(text: string, limit: number): Promise<ImageSearchResult>;
  /**
   * Downloads a picture `search` found, so it can be kept in our media store like an upload. Only the
   * provider's own addresses are fetched (never an address a browser made up: that would let anyone make
   * the server fetch from its own network). Stops when `signal` aborts (spec: keep times out after 8 s).
   */
  download(url: string, signal: AbortSignal): Promise<ImageDownload>;
}

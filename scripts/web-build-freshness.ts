/** What the built web app (dist/web) is made from: a change to any of these calls for a new build. */
export const WEB_SOURCES = [
  'web',
  'locales',
  'domain',
  'api/contracts',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

export interface SourceFile {
  path: string;
  mtimeMs: number;
}

export type Freshness = { stale: false } | { stale: true; reason: string };

/**
 * Whether the web app must be built again. `builtAtMs` is when the last complete build finished (the
 * time of its index.html, written last), or null when there is none. Stale when a source is newer.
 */
export function webBuildFreshness(builtAtMs: number | null, sources: Iterable<SourceFile>): Freshness {
  if (builtAtMs === null) return { stale: true, reason: 'the web app has not been built yet' };
  for (const source of sources) {
    if (source.mtimeMs > builtAtMs)
      return { stale: true, reason: `${source.path} changed since the last build` };
  }
  return { stale: false };
}

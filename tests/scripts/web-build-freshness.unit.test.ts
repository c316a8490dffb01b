import { describe, expect, it } from 'vitest';
import { WEB_SOURCES, webBuildFreshness } from '../../scripts/web-build-freshness.ts';

describe('whether `npm start` builds the web app first', () => {
  const builtAt = Date.parse('2026-11-24T10:00:00Z');
  const before = builtAt - 60_000;
  const after = builtAt + 60_000;

  it('builds a fresh clone, which has no build', () => {
    expect(webBuildFreshness(null, [{ path: 'web/main.tsx', mtimeMs: before }])).toEqual({
      stale: true,
      reason: 'the web app has not been built yet',
    });
  });

  it('builds again when a source changed since the last build', () => {
    const sources = [
      { path: 'web/main.tsx', mtimeMs: before },
      { path: 'locales/fr.json', mtimeMs: after },
    ];
    expect(webBuildFreshness(builtAt, sources)).toEqual({
      stale: true,
      reason: 'locales/fr.json changed since the last build',
    });
  });

  it('starts straight away when the build is newer than every source', () => {
    expect(webBuildFreshness(builtAt, [{ path: 'web/main.tsx', mtimeMs: before }])).toEqual({ stale: false });
  });

  it('counts everything the browser bundle is made from', () => {
    expect(WEB_SOURCES).toEqual(
      expect.arrayContaining([
        'web',
        'locales',
        'domain',
        'api/contracts',
        'vite.config.ts',
        'package-lock.json',
      ]),
    );
  });
});

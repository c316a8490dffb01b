import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { type SourceFile, WEB_SOURCES, webBuildFreshness } from './web-build-freshness.ts';

/**
 * `npm start` runs this first ("prestart"): a fresh clone, or one pulled since its last build, gets the web
 * app built before the server starts, so the first command serves the real app. A build that is up to date
 * costs a walk over the sources' file times.
 */
const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');

function* filesUnder(relative: string): Generator<SourceFile> {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (!stat.isDirectory()) {
    yield { path: relative, mtimeMs: stat.mtimeMs };
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    yield* filesUnder(path.join(relative, entry.name));
  }
}

const builtAtMs = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : null;
const freshness = webBuildFreshness(
  builtAtMs,
  WEB_SOURCES.flatMap((source) => [...filesUnder(source)]),
);
if (freshness.stale) {
  console.log(`Building the web app: ${freshness.reason}.`);
  // Vite is a development dependency: an install without it (--omit=dev) keeps serving what it has.
  const vite = await import('vite').catch(() => null);
  if (!vite) {
    console.warn(
      'Vite is not installed (npm install without --omit=dev brings it); serving the web app as it is.',
    );
  } else {
    // vite.config.ts names its root and output relative to the project folder.
    process.chdir(root);
    await vite.build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  }
}

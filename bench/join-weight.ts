import { chromium } from 'playwright-core';
import { startServerProcess } from './live/server-process.ts';
import { startScratchEmbeddedPostgres } from './support/embedded-server.ts';
import { createScratchDatabase } from './support/scratch-database.ts';

/**
 * What a player's phone downloads to open /join: JavaScript files and bytes on the wire (after
 * compression) and decoded, with the cache disabled, as Chromium reports them.
 * Without an address it starts the product (`npm start`, built app) on a scratch embedded PostgreSQL.
 *   npm run bench:join-weight [-- http://127.0.0.1:3000]
 */
export async function measureJoinWeight(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map<string, { type: string; url: string; encoding: string }>();
    const files: { url: string; type: string; wire: number; encoding: string }[] = [];
    cdp.on('Network.responseReceived', (e) => {
      types.set(e.requestId, {
        type: e.type,
        url: e.response.url,
        encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'none',
      });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = types.get(e.requestId);
      if (r) files.push({ url: r.url, type: r.type, wire: e.encodedDataLength, encoding: r.encoding });
    });
    await page.goto(new URL('/join', baseUrl).href, { waitUntil: 'networkidle' });
    const scripts = files.filter((f) => f.type === 'Script');
    return {
      scripts,
      scriptWireBytes: scripts.reduce((sum, f) => sum + f.wire, 0),
      allWireBytes: files.reduce((sum, f) => sum + f.wire, 0),
      files,
    };
  } finally {
    await browser.close();
  }
}

async function withOwnServer<T>(run: (url: string) => Promise<T>): Promise<T> {
  const postgres = await startScratchEmbeddedPostgres();
  try {
    const database = await createScratchDatabase(postgres.url);
    try {
      const server = await startServerProcess(database.url, 1000);
      try {
        await server.ready();
        return await run(server.url);
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  } finally {
    await postgres.stop();
  }
}

if (import.meta.main) {
  const base = process.argv[2];
  const result = base ? await measureJoinWeight(base) : await withOwnServer(measureJoinWeight);
  for (const f of result.files)
    console.log(
      `${f.type.padEnd(10)} ${String(f.wire).padStart(8)} B  ${f.encoding.padEnd(5)} ${new URL(f.url).pathname}`,
    );
  console.log(
    `/join: ${result.scripts.length} JavaScript files, ${(result.scriptWireBytes / 1000).toFixed(1)} kB of JavaScript on the wire; ${(result.allWireBytes / 1000).toFixed(1)} kB in all`,
  );
}

import { chromium } from 'playwright-core';
import { startServerProcess } from './live/server-process.ts';
import { startScratchEmbeddedPostgres } from './support/embedded-server.ts';
import { createScratchDatabase } from './support/scratch-database.ts';

/**
 * What a player's phone downloads to open /join, as Chromium reports it with the cache disabled:
 * each file's bytes on the wire (compressed body, and body plus response headers).
 * Without an address it starts the product (`npm start`, built app) on a scratch embedded PostgreSQL.
 *   npm run bench:join-weight [-- http://127.0.0.1:3000]
 */

export interface LoadedFile {
  path: string;
  type: string;
  encoding: string;
  /** Compressed body bytes, as sent. */
  body: number;
  /** Body plus response headers. */
  wire: number;
}

/** `language`: the language the visitor chose before (the `language` cookie), as a Norwegian class has. */
export async function measureJoinWeight(baseUrl: string, language: string): Promise<LoadedFile[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses = new Map<string, { type: string; url: string; encoding: string; headerBytes: number }>();
    const files: LoadedFile[] = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const encoding = Object.entries(response.headers).find(
        ([name]) => name.toLowerCase() === 'content-encoding',
      );
      responses.set(requestId, {
        type,
        url: response.url,
        encoding: encoding ? String(encoding[1]) : 'none',
        headerBytes: response.encodedDataLength,
      });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const response = responses.get(requestId);
      if (!response) return;
      const { pathname } = new URL(response.url);
      files.push({
        path: pathname,
        type: response.type,
        encoding: response.encoding,
        body: encodedDataLength - response.headerBytes,
        wire: encodedDataLength,
      });
    });
    await page.goto(new URL('/join', baseUrl).href, { waitUntil: 'networkidle' });
    await page.getByRole('textbox').first().waitFor();
    return files;
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

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sum = (files: LoadedFile[], key: 'body' | 'wire') => files.reduce((total, f) => total + f[key], 0);

if (import.meta.main) {
  const measure = async (url: string) => {
    for (const language of ['en', 'no']) {
      const files = await measureJoinWeight(url, language);
      const scripts = files.filter((f) => f.type === 'Script');
      console.log(`\n/join in ${language}:`);
      for (const f of files)
        console.log(
          `  ${f.type.padEnd(10)} ${String(f.body).padStart(7)} B  ${f.encoding.padEnd(4)} ${f.path}`,
        );
      console.log(
        `  JavaScript: ${scripts.length} files, ${kB(sum(scripts, 'body'))} on the wire (${kB(sum(scripts, 'wire'))} with headers); everything: ${kB(sum(files, 'wire'))}`,
      );
    }
  };
  const base = process.argv[2];
  if (base) await measure(base);
  else await withOwnServer(measure);
}

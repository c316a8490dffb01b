import { chromium } from 'playwright-core';

/*
 * What a player's phone downloads to open /join, as Chromium reports it with the cache disabled: each
 * file's bytes on the wire (compressed body, and body plus response headers). Shared by the join-weight
 * benchmark and the browser test that holds the join page to its budget.
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

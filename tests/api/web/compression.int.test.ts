import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../support/test-server.ts';

/** A raw HTTP GET, so the test sees the bytes and headers the phone gets, not a decoded body. */
function rawGet(url: string, acceptEncoding: string | null) {
  return new Promise<{ status: number; encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

function decode(response: { encoding: string | undefined; body: Buffer }): string {
  if (response.encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (response.encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

describe('compressed replies for phones on slow Wi-Fi', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('sends the join page and its scripts brotli-compressed to a browser that takes brotli', async () => {
    const page = await rawGet(`${server.url}/join`, 'gzip, deflate, br');
    expect(page.status).toBe(200);
    expect(page.encoding).toBe('br');
    const html = decode(page);
    expect(html).toContain('<div id="root">');

    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const plain = await rawGet(`${server.url}${script}`, null);
    const brotli = await rawGet(`${server.url}${script}`, 'br');
    expect(brotli.encoding).toBe('br');
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
    expect(decode(brotli)).toBe(plain.body.toString('utf8'));
  });

  it('falls back to gzip, and to the plain file for a client that takes neither', async () => {
    const gzip = await rawGet(`${server.url}/join`, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    const plain = await rawGet(`${server.url}/join`, null);
    expect(plain.encoding).toBeUndefined();
    expect(decode(gzip)).toBe(plain.body.toString('utf8'));
  });

  it('compresses API replies too', async () => {
    const plain = await rawGet(`${server.url}/api/docs/json`, null);
    expect(plain.status).toBe(200);
    const brotli = await rawGet(`${server.url}/api/docs/json`, 'br');
    expect(brotli.encoding).toBe('br');
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(decode(brotli))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });
});

import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageSearch } from '../../commands/image-search/port.ts';
import { pictureSrc } from '../../domain/shared/picture.ts';
import { postgresBackends } from '../support/backends.ts';
import { confirmedUser } from '../support/confirmed-user.ts';
import type { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A photo-like picture: a gradient with noise, so it compresses like a real one rather than to nothing. */
async function photo(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = (y * 255) / height;
    pixels[i + 2] = (x * 7 + y * 13) % 255;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

function form(bytes: Buffer, name: string, type: string) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

describe.each(postgresBackends())(
  'quiz pictures: sizes, placeholder, caching ($name PostgreSQL)',
  (backend) => {
    let t: TestApp;
    let user: Awaited<ReturnType<typeof signUp>>;
    beforeAll(async () => {
      t = await createTestApp(backend);
      user = await confirmedUser(t, 'Picture Person');
    });
    afterAll(async () => t?.close());

    const upload = (bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') =>
      t.app.inject({
        method: 'POST',
        url: '/api/quizzes/upload-image',
        headers: user.headers,
        payload: form(bytes, name, type),
      });
    const get = async (url: string) => t.app.inject({ method: 'GET', url });
    const storedFiles = async () => (await readdir(`${t.deps.mediaDir}/quiz-images`).catch(() => [])).length;

    it('keeps the original and makes a phone and a projector size in WebP, never larger than needed', async () => {
      const original = await photo(3000, 2000, 'jpeg');
      const response = await upload(original);
      expect(response.statusCode).toBe(201);
      const data = response.json().data;
      expect([data.width, data.height]).toEqual([3000, 2000]);

      const kept = await get(data.image_original);
      expect(kept.rawPayload.equals(original)).toBe(true);

      const screen = await get(data.upload_path);
      expect(screen.headers['content-type']).toBe('image/webp');
      const screenSize = await sharp(screen.rawPayload).metadata();
      expect([screenSize.format, screenSize.width, screenSize.height]).toEqual(['webp', 1620, 1080]);

      const phone = await get(pictureSrc(data.upload_path, 'phone'));
      const phoneSize = await sharp(phone.rawPayload).metadata();
      expect([phoneSize.format, phoneSize.width, phoneSize.height]).toEqual(['webp', 800, 533]);
      // Issue 12: a phone never downloads more than 300 kB for a question's picture.
      expect(phone.rawPayload.length).toBeLessThan(300_000);
      expect(phone.rawPayload.length).toBeLessThan(original.length);
    });

    it('answers with a tiny placeholder to show while the picture loads', async () => {
      const data = (await upload(await photo(640, 480, 'png'), 'drawing.png', 'image/png')).json().data;
      expect(data.image_placeholder).toMatch(/^data:image\/webp;base64,/);
      expect(data.image_placeholder.length).toBeLessThan(1000);
      const tiny = await sharp(Buffer.from(data.image_placeholder.split(',')[1], 'base64')).metadata();
      expect([tiny.width, tiny.height]).toEqual([16, 12]);
    });

    it('does not enlarge a small picture', async () => {
      const data = (await upload(await photo(300, 200, 'png'), 'small.png', 'image/png')).json().data;
      const screen = await sharp((await get(data.upload_path)).rawPayload).metadata();
      expect([screen.width, screen.height]).toEqual([300, 200]);
    });

    it('serves every file of a picture with long-lived immutable caching (names never change)', async () => {
      const data = (await upload(await photo(200, 200, 'jpeg'))).json().data;
      for (const url of [data.upload_path, pictureSrc(data.upload_path, 'phone'), data.image_original]) {
        const served = await get(url);
        expect(served.statusCode).toBe(200);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('refuses a picture whose header is right but whose content is broken, and stores nothing', async () => {
      const whole = await photo(400, 300, 'jpeg');
      const before = await storedFiles();
      const broken = Buffer.concat([whole.subarray(0, 600), Buffer.alloc(2000, 0x41)]);
      const response = await upload(broken);
      expect([response.statusCode, response.json().error.code]).toEqual([400, 'upload_invalid_type']);
      expect(await storedFiles()).toBe(before);
    });

    it('refuses a text file named like a picture, and stores nothing', async () => {
      const before = await storedFiles();
      const response = await upload(Buffer.from('not a picture at all'), 'photo.jpg', 'image/jpeg');
      expect([response.statusCode, response.json().error.code]).toEqual([400, 'upload_invalid_type']);
      expect(await storedFiles()).toBe(before);
    });
  },
);

describe.each(postgresBackends())('image search ($name PostgreSQL)', (backend) => {
  describe('without a provider configured', () => {
    let t: TestApp;
    let user: Awaited<ReturnType<typeof signUp>>;
    beforeAll(async () => {
      t = await createTestApp(backend);
      user = await confirmedUser(t, 'Picture Person');
    });
    afterAll(async () => t?.close());

    it('says image search is not available, for searching and for keeping', async () => {
      const search = await t.app.inject({
        method: 'POST',
        url: '/api/images/search',
        headers: user.headers,
        payload: { q: 'fjord' },
      });
      expect([search.statusCode, search.json().error.code]).toEqual([503, 'image_search_not_available']);
      const keep = await t.app.inject({
        method: 'POST',
        url: '/api/images/keep',
        headers: user.headers,
        payload: { url: 'https://images.example/fjord.jpg' },
      });
      expect([keep.statusCode, keep.json().error.code]).toEqual([503, 'image_search_not_available']);
    });

    it('is for signed-in creators only', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/images/search',
        payload: { q: 'fjord' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('with a provider', () => {
    let t: TestApp;
    let user: Awaited<ReturnType<typeof signUp>>;
    let fjord: Buffer;
    const provider: ImageSearch = {
      async search(text) {
        return {
          available: true,
          images: [
            {
              url: `https://images.example/${text}.jpg`,
              thumbnailUrl: `https://images.example/${text}-small.jpg`,
              source: 'Photo by A. Photographer',
              width: 1200,
              height: 800,
            },
          ],
        };
      },
      async download(url, signal) {
        if (url.includes('slow'))
          return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
        if (!url.startsWith('https://images.example/')) return { available: true, image: null };
        return { available: true, image: { bytes: fjord, source: 'Photo by A. Photographer' } };
      },
    };
    beforeAll(async () => {
      fjord = await photo(1200, 800, 'jpeg');
      t = await createTestApp(backend, { imageSearch: provider });
      user = await confirmedUser(t, 'Picture Person');
    });
    afterAll(async () => t?.close());

    const keep = (url: string) =>
      t.app.inject({ method: 'POST', url: '/api/images/keep', headers: user.headers, payload: { url } });

    it('finds pictures and keeps one like an upload, with its source', async () => {
      const found = await t.app.inject({
        method: 'POST',
        url: '/api/images/search',
        headers: user.headers,
        payload: { q: ' fjord ' },
      });
      expect(found.json().data.images[0]).toMatchObject({ url: 'https://images.example/fjord.jpg' });
      const kept = await keep('https://images.example/fjord.jpg');
      expect(kept.statusCode).toBe(201);
      expect(kept.json().data).toMatchObject({
        img_url: expect.stringMatching(/\.screen\.webp$/),
        source: 'Photo by A. Photographer',
        width: 1200,
        height: 800,
      });
    });

    it('refuses an address the search did not give', async () => {
      const response = await keep('http://127.0.0.1:5432/secret');
      expect([response.statusCode, response.json().error.code]).toEqual([400, 'image_keep_unknown']);
    });

    it('gives up after 8 seconds (spec) with a clear error', { timeout: 15_000 }, async () => {
      const started = Date.now();
      const response = await keep('https://images.example/slow.jpg');
      expect([response.statusCode, response.json().error.code]).toEqual([504, 'image_keep_timeout']);
      expect(Date.now() - started).toBeGreaterThanOrEqual(7900);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../support/backends.ts';
import { confirmedUser } from '../support/confirmed-user.ts';
import type { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a PNG that says it is `side` × `side` pixels (header only: that is all a size check reads). */
function hugePngHeader(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const chunk = Buffer.concat([Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR'), ihdr, Buffer.alloc(4)]);
  return Buffer.concat([tinyPng.subarray(0, 8), chunk, Buffer.alloc(64)]);
}

function form(bytes: Buffer, name: string, type: string) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

describe.each(postgresBackends())('uploads, checked by content ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    user = await confirmedUser(t, 'Picture Person');
  });
  afterAll(async () => t?.close());

  const upload = (
    url: string,
    bytes: Buffer,
    name = 'picture.png',
    type = 'image/png',
    headers: Record<string, string> = user.headers,
  ) => t.app.inject({ method: 'POST', url, headers, payload: form(bytes, name, type) });

  it('stores a real image and serves it back with a path, as the spec says', async () => {
    const response = await upload('/api/quizzes/upload-image', tinyPng);
    expect(response.statusCode).toBe(201);
    const { upload_path: path, image_original: original } = response.json().data;
    expect(path).toMatch(/^\/media\/quiz-images\/[0-9a-f-]+\.screen\.webp$/);
    expect(original).toMatch(/^\/media\/quiz-images\/[0-9a-f-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: original });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(tinyPng)).toBe(true);
  });

  it('refuses a file that only claims to be an image, and one too large in pixels', async () => {
    const html = await upload(
      '/api/quizzes/upload-image',
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect([html.statusCode, html.json().error.code]).toEqual([400, 'upload_invalid_type']);
    const huge = await upload('/api/quizzes/upload-image', hugePngHeader(10_000));
    expect(huge.json().error.code).toBe('upload_image_too_big');
    // Avatars have a tighter limit.
    expect((await upload('/api/users/me/avatar', hugePngHeader(3000))).json().error.code).toBe(
      'upload_image_too_big',
    );
  });

  it('refuses a file over the size limit', async () => {
    const tooBig = Buffer.concat([tinyPng, Buffer.alloc(4 * 1024 * 1024 + 1)]);
    const response = await upload('/api/quizzes/upload-image', tooBig);
    expect([response.statusCode, response.json().error.code]).toEqual([413, 'upload_too_large']);
  });

  it('sets the avatar on the profile; signed-out uploads are refused', async () => {
    const response = await upload('/api/users/me/avatar', tinyPng);
    expect(response.json().data.avatar_url).toMatch(/^\/media\/avatars\/.+\.png$/);
    expect((await upload('/api/users/me/avatar', tinyPng, 'a.png', 'image/png', {})).statusCode).toBe(401);
  });
});

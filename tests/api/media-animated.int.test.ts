import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformAnimatedGif } from '../support/animated-gif.ts';
import { postgresBackends } from '../support/backends.ts';
import { confirmedUser } from '../support/confirmed-user.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

function form(bytes: Buffer) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/gif' }), 'animation.gif');
  return data;
}

describe.each(postgresBackends())('animated pictures, every frame counted ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof confirmedUser>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    user = await confirmedUser(t, 'Animator');
  });
  afterAll(async () => t?.close());

  const upload = (url: string, bytes: Buffer) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload: form(bytes) });
  const storedFiles = async () => ({
    avatars: (await readdir(`${t.deps.mediaDir}/avatars`).catch(() => [])).length,
    pictures: (await readdir(`${t.deps.mediaDir}/quiz-images`).catch(() => [])).length,
  });

  it('refuses a GIF whose frames together have more pixels than the largest picture, and stores nothing', async () => {
    const before = await storedFiles();
    // Each frame is within the side limit (2048 for an avatar, 8192 for a quiz picture); three together
    // are three times the pixels. The files are small: 40 kB and 140 kB.
    const avatar = await upload('/api/users/me/avatar', uniformAnimatedGif(2048, 2048, 3));
    expect([avatar.statusCode, avatar.json().error.code]).toEqual([400, 'upload_image_too_big']);
    const picture = await upload('/api/quizzes/upload-image', uniformAnimatedGif(8192, 8192, 3));
    expect([picture.statusCode, picture.json().error.code]).toEqual([400, 'upload_image_too_big']);
    expect(await storedFiles()).toEqual(before);
  });

  it('takes an ordinary animation of many small frames, and keeps it animated', async () => {
    const response = await upload('/api/quizzes/upload-image', uniformAnimatedGif(320, 240, 40));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ width: 320, height: 240 });
  });
});

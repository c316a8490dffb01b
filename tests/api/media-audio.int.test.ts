import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../support/backends.ts';
import { confirmedUser } from '../support/confirmed-user.ts';
import type { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Two MPEG-1 layer III frame headers: enough for a content check to call it MP3. */
const mpegFrame = Buffer.from([0xff, 0xfb, 0x90, 0x64]);
const tinyMp3 = Buffer.concat([mpegFrame, Buffer.alloc(413), mpegFrame, Buffer.alloc(413)]);

/** A WAV file's RIFF header with no samples. */
function tinyWav(): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  return header;
}

const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function form(bytes: Buffer, name: string, type: string) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

describe.each(postgresBackends())('sound clips for music questions ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    user = await confirmedUser(t, 'Music Teacher');
  });
  afterAll(async () => t?.close());

  const upload = (
    bytes: Buffer,
    name = 'clip.mp3',
    type = 'audio/mpeg',
    headers: Record<string, string> = user.headers,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quizzes/upload-audio',
      headers,
      payload: form(bytes, name, type),
    });

  it('stores an MP3 and serves it back as sound from the path it returns', async () => {
    const response = await upload(tinyMp3);
    expect(response.statusCode).toBe(201);
    const { upload_path: path } = response.json().data;
    expect(path).toMatch(/^\/media\/quiz-audio\/[0-9a-f-]+\.mp3$/);
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/mpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(tinyMp3)).toBe(true);
  });

  it('names the file by what it is, not by what the browser claims', async () => {
    const response = await upload(tinyWav(), 'song.mp3', 'audio/mpeg');
    expect(response.json().data.upload_path).toMatch(/\.wav$/);
  });

  it('refuses a file that is not sound, whatever its name says, with a translated code', async () => {
    for (const bytes of [tinyPng, Buffer.from('<html><script>alert(1)</script></html>'), Buffer.alloc(0)]) {
      const response = await upload(bytes);
      expect([response.statusCode, response.json().error.code]).toEqual([400, 'upload_audio_invalid_type']);
    }
  });

  it('takes a clip larger than an image may be, and refuses one over 10 MB', async () => {
    const fiveMegabytes = Buffer.concat([tinyMp3, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(fiveMegabytes)).statusCode).toBe(201);
    const tooBig = Buffer.concat([tinyMp3, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(tooBig);
    expect([response.statusCode, response.json().error.code]).toEqual([413, 'upload_too_large']);
  });

  it('refuses uploads from someone not signed in', async () => {
    expect((await upload(tinyMp3, 'clip.mp3', 'audio/mpeg', {})).statusCode).toBe(401);
  });
});

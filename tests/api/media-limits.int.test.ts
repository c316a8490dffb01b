import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_SETTINGS, type UploadSettings } from '../../api/config.ts';
import type { DiskSpace } from '../../api/monitoring/media-disk.ts';
import { readMediaUsage } from '../../projections/media-usage/index.ts';
import { postgresBackends } from '../support/backends.ts';
import { confirmedUser } from '../support/confirmed-user.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, fixedClock, type TestApp } from '../support/test-app.ts';
import { tinyMovie } from '../support/tiny-movie.ts';

const GB = 1024 ** 3;
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const movie = tinyMovie();

/** What the incident uploaded: an `ftyp` header as the first 24 bytes, then nothing but padding. */
function headerAndPadding(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex').copy(bytes);
  return bytes;
}

function form(bytes: Buffer, name: string, type: string) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

/** Every file in the media folder with its size: what the uploads really left on disk. */
async function storedFiles(t: TestApp): Promise<number[]> {
  const root = t.deps.mediaDir;
  const sizes: number[] = [];
  for (const folder of await readdir(root).catch(() => [] as string[]))
    for (const name of await readdir(path.join(root, folder)))
      sizes.push((await stat(path.join(root, folder, name))).size);
  return sizes;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe.each(postgresBackends())('what one account may upload ($name PostgreSQL)', (backend) => {
  const clock = fixedClock();
  let disk: DiskSpace = { freeBytes: 80 * GB, totalBytes: 250 * GB };
  let t: TestApp;
  const settings: UploadSettings = {
    ...DEFAULT_UPLOAD_SETTINGS,
    quotaBytes: 4000,
    burstFiles: 100,
    burstBytes: 1024 * 1024,
    bytesPerMinute: 1024 * 1024,
  };
  beforeAll(async () => {
    t = await createTestApp(backend, { clock, uploadSettings: settings, mediaDisk: async () => disk });
  });
  afterAll(async () => t?.close());

  const upload = (url: string, bytes: Buffer, headers: Record<string, string>, name = 'clip.mp4') =>
    t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: form(bytes, name, name.endsWith('.png') ? 'image/png' : 'video/mp4'),
    });
  const refusal = (response: { statusCode: number; json(): { error: { code: string } } }) => [
    response.statusCode,
    response.json().error.code,
  ];

  it('refuses every kind of upload from an account whose e-mail is not confirmed, and stores nothing', async () => {
    const newcomer = await signUp(t.app, 'New Account');
    const before = await storedFiles(t);
    for (const [url, bytes, name] of [
      ['/api/quizzes/upload-video', movie, 'clip.mp4'],
      ['/api/quizzes/upload-image', tinyPng, 'pic.png'],
      ['/api/quizzes/upload-audio', movie, 'song.m4a'],
      ['/api/users/me/avatar', tinyPng, 'me.png'],
    ] as const) {
      const response = await upload(url, bytes, newcomer.headers, name);
      expect(refusal(response)).toEqual([403, 'upload_email_unconfirmed']);
    }
    expect(await storedFiles(t)).toEqual(before);
  });

  it('takes a real small MP4 and MOV, and refuses a header followed by padding as a broken video', async () => {
    const teacher = await confirmedUser(t, 'Film Teacher');
    const mp4 = await upload('/api/quizzes/upload-video', movie, teacher.headers);
    expect(mp4.statusCode).toBe(201);
    expect(mp4.json().data.upload_path).toMatch(/\.mp4$/);
    const mov = await upload('/api/quizzes/upload-video', tinyMovie('qt  '), teacher.headers, 'clip.mov');
    expect(mov.json().data.upload_path).toMatch(/\.mov$/);
    const before = await storedFiles(t);
    for (const fake of [
      headerAndPadding(1500),
      Buffer.concat([movie, Buffer.alloc(100)]),
      movie.subarray(0, 900),
    ]) {
      expect(refusal(await upload('/api/quizzes/upload-video', fake, teacher.headers))).toEqual([
        400,
        'upload_video_broken',
      ]);
    }
    expect(await storedFiles(t)).toEqual(before);
  });

  it('counts what an account stored (every size of a picture) and refuses the upload that would pass its quota, storing nothing', async () => {
    const teacher = await confirmedUser(t, 'Busy Teacher');
    const before = await storedFiles(t);
    expect((await upload('/api/quizzes/upload-image', tinyPng, teacher.headers, 'a.png')).statusCode).toBe(
      201,
    );
    const picture = sum(await storedFiles(t)) - sum(before);
    let accepted = 1;
    while ((accepted + 1) * picture <= settings.quotaBytes) {
      expect((await upload('/api/quizzes/upload-image', tinyPng, teacher.headers, 'b.png')).statusCode).toBe(
        201,
      );
      accepted += 1;
    }
    const full = await storedFiles(t);
    const refused = await upload('/api/quizzes/upload-image', tinyPng, teacher.headers, 'c.png');
    expect(refusal(refused)).toEqual([413, 'upload_quota_reached']);
    expect(refused.json().error.details).toMatchObject({ quota_mb: 0 });
    expect(await storedFiles(t)).toEqual(full);
    const usage = await readMediaUsage(t.db, teacher.userId);
    expect(usage.storedBytes).toBe(sum(full) - sum(before));
    // Another account's quota is its own.
    const colleague = await confirmedUser(t, 'Other Teacher');
    expect((await upload('/api/quizzes/upload-video', movie, colleague.headers)).statusCode).toBe(201);
  });

  it('keeps the quota exact when uploads of one account race: the losers leave nothing on disk', async () => {
    const teacher = await confirmedUser(t, 'Racing Teacher');
    const before = await storedFiles(t);
    const fits = Math.floor(settings.quotaBytes / movie.length);
    const replies = await Promise.all(
      Array.from({ length: fits + 3 }, () => upload('/api/quizzes/upload-video', movie, teacher.headers)),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(fits);
    expect(codes.filter((c) => c !== 201).every((c) => c === 413)).toBe(true);
    const added = (await storedFiles(t)).length - before.length;
    expect(added).toBe(fits);
    expect((await readMediaUsage(t.db, teacher.userId)).storedBytes).toBe(fits * movie.length);
  });

  it('refuses uploads before the media disk runs low, and health warns of it', async () => {
    const teacher = await confirmedUser(t, 'Disk Teacher');
    const healthy = (await t.app.inject({ method: 'GET', url: '/api/health' })).json().data;
    expect(healthy).toMatchObject({ status: 'ok', media_disk: { low: false } });
    disk = { freeBytes: 3 * GB, totalBytes: 250 * GB }; // under 5 % of the disk
    try {
      const before = await storedFiles(t);
      expect(refusal(await upload('/api/quizzes/upload-video', movie, teacher.headers))).toEqual([
        507,
        'upload_disk_full',
      ]);
      expect(await storedFiles(t)).toEqual(before);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json().data).toMatchObject({
        status: 'degraded',
        media_disk: { free_bytes: 3 * GB, low: true },
        warnings: ['media_disk_low'],
      });
    } finally {
      disk = { freeBytes: 80 * GB, totalBytes: 250 * GB };
    }
    expect((await upload('/api/quizzes/upload-video', movie, teacher.headers)).statusCode).toBe(201);
  });
});

describe.each(postgresBackends())('the pace of one account’s uploads ($name PostgreSQL)', (backend) => {
  const clock = fixedClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      clock,
      uploadSettings: { ...DEFAULT_UPLOAD_SETTINGS, burstBytes: 3000, bytesPerMinute: 3000, burstFiles: 50 },
    });
  });
  afterAll(async () => t?.close());

  const upload = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quizzes/upload-video',
      headers,
      payload: form(movie, 'clip.mp4', 'video/mp4'),
    });

  it('refuses an account that uploads faster than its pace with how long to wait, and takes it again later', async () => {
    const teacher = await confirmedUser(t, 'Quick Teacher');
    const fits = Math.floor(3000 / movie.length);
    for (let i = 0; i < fits; i++) expect((await upload(teacher.headers)).statusCode).toBe(201);
    const files = (await readMediaUsage(t.db, teacher.userId)).files;
    const refused = await upload(teacher.headers);
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'upload_rate_limited']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await readMediaUsage(t.db, teacher.userId)).files).toBe(files);
    // Someone else's uploads are not held back by this account's.
    expect((await upload((await confirmedUser(t, 'Calm Teacher')).headers)).statusCode).toBe(201);
    clock.advance(60_000);
    expect((await upload(teacher.headers)).statusCode).toBe(201);
  });
});

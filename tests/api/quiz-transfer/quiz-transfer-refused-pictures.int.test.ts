import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { captchaFor } from '../../support/captcha.ts';
import { confirmedUser } from '../../support/confirmed-user.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/*
 * Issue 28 item 12: a refused import stores nothing, and what it may cost is bounded before any
 * picture is decoded. A Kviss file whose last picture is damaged (a real PNG head, then bytes that are
 * no picture) used to leave the pictures before it in the media store; a file of huge pictures (a few
 * kB each as PNG, but 67 megapixels to decode) used to cost a third of a second of CPU per picture.
 */
type Session = Awaited<ReturnType<typeof confirmedUser>>;

const question = (index: number) => ({
  question_id: `q${index}`,
  kind: 'multiple_choice',
  title: `Picture ${index + 1}`,
  time_limit: 20,
  answers_required: 'one',
  chart_type: 'bar',
  image: `/media/quiz-images/carried-${index}.webp`,
  answers: [
    { answer_id: 'a', title: 'A', is_correct: true, score: 1000 },
    { answer_id: 'b', title: 'B', is_correct: false, score: 0 },
  ],
});

const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

describe.each(postgresBackends())('an import refused for its pictures ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let importer: Session;

  beforeAll(async () => {
    t = await createTestApp(backend);
    importer = await confirmedUser(t, 'Picture Importer');
  });
  afterAll(async () => t?.close());

  /** A Kviss file of `count` questions, each showing its own carried picture, made by exporting a quiz. */
  async function kvissFile(count: number) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/create',
      headers: importer.headers,
      payload: { title: 'Carried pictures', captcha_response: await captchaFor(t.app) },
    });
    const quizId = created.json().data._id;
    const questions = Array.from({ length: count }, (_, i) => question(i));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/quizzes/id/${quizId}/questions`,
      headers: importer.headers,
      payload: { questions },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/quizzes/${quizId}/export?reply=data`,
      headers: importer.headers,
    });
    return {
      file: exported.json().data.file as Record<string, unknown>,
      paths: questions.map((q) => q.image),
    };
  }

  async function importFile(file: unknown) {
    const form = new FormData();
    form.append('captcha_response', await captchaFor(t.app));
    form.append('file', new Blob([JSON.stringify(file)]), 'carried.kviss.json');
    return t.app.inject({
      method: 'POST',
      url: '/api/quizzes/import',
      headers: importer.headers,
      payload: form,
    });
  }

  const mediaFiles = async () =>
    (await readdir(t.deps.mediaDir, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();

  it('leaves no picture in the media store when its last picture cannot be decoded', async () => {
    const { file, paths } = await kvissFile(4);
    const head = await png(64, 64, '#000000');
    const damaged = Buffer.concat([head.subarray(0, 33), Buffer.alloc(20_000, 0x5a)]);
    const media: Record<string, string> = { [paths[3]!]: dataUrl(damaged) };
    for (const [i, colour] of ['#2266aa', '#22aa66', '#aa2266'].entries())
      media[paths[i]!] = dataUrl(await png(640, 360, colour));
    const before = await mediaFiles();

    const refused = await importFile({ ...file, media });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.details.problems).toEqual([{ code: 'upload_invalid_type', question: 4 }]);
    expect(await mediaFiles()).toEqual(before);
  });

  it('refuses pictures that hold more pixels together than an import decodes, decoding none', async () => {
    const { file, paths } = await kvissFile(8);
    // 8 × 67 megapixels, a few kB each.
    const huge = dataUrl(await png(8192, 8192, '#336699'));
    const before = await mediaFiles();
    const refused = await importFile({
      ...file,
      media: Object.fromEntries(paths.map((path) => [path, huge])),
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.details.problems).toEqual([{ code: 'import_pictures_too_large', max: 500 }]);
    expect(await mediaFiles()).toEqual(before);
  });
});

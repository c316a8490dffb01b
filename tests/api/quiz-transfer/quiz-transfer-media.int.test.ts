import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUIZ_LOOK } from '../../../domain/quiz/look.ts';
import { postgresBackends } from '../../support/backends.ts';
import { captchaFor } from '../../support/captcha.ts';
import { confirmedUser } from '../../support/confirmed-user.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/*
 * Issue 12 item 10, pictures included: a quiz exported on one installation carries its uploaded
 * pictures, and importing the file on another one (its own database and media folder) stores them
 * there as uploads are stored, so the copy shows the same pictures. A carried picture is checked as an
 * upload is: by its content and its size, and a refused one is named with its question.
 */
type Session = Awaited<ReturnType<typeof signUp>>;

const picture = (colour: string, width = 640, height = 360) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function upload(t: TestApp, who: Session, bytes: Buffer) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quizzes/upload-image',
    headers: who.headers,
    payload: data,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { upload_path: string; image_original: string; image_placeholder: string };
}

const pictureFields = (stored: Awaited<ReturnType<typeof upload>>) => ({
  image: stored.upload_path,
  image_original: stored.image_original,
  image_placeholder: stored.image_placeholder,
});

/** The picture's colour (each is one colour), as red, green and blue. */
async function colourOf(bytes: Buffer): Promise<number[]> {
  const { data } = await sharp(bytes)
    .resize(1, 1, { fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 3)];
}

/** The same colour, give or take what WebP's lossy coding shifts. */
const sameColour = (seen: number[], hex: string) =>
  [1, 3, 5].every((at, i) => Math.abs(Number.parseInt(hex.slice(at, at + 2), 16) - seen[i]!) <= 4);

describe.each(postgresBackends())('a quiz file that carries its pictures ($name PostgreSQL)', (backend) => {
  let here: TestApp;
  let there: TestApp;
  let owner: Session;
  let importer: Session;
  let quizId: string;

  beforeAll(async () => {
    [here, there] = await Promise.all([createTestApp(backend), createTestApp(backend)]);
    owner = await confirmedUser(here, 'Picture Owner');
    importer = await confirmedUser(there, 'Picture Importer');
    const created = await here.app.inject({
      method: 'POST',
      url: '/api/quizzes/create',
      headers: owner.headers,
      payload: { title: 'Fjords in colour', captcha_response: await captchaFor(here.app) },
    });
    quizId = created.json().data._id;
    const [cover, question, answer, background] = [
      await upload(here, owner, await picture('#2266aa')),
      await upload(here, owner, await picture('#22aa66')),
      await upload(here, owner, await picture('#aa2266', 300, 300)),
      await upload(here, owner, await picture('#666622', 1200, 800)),
    ];
    const looked = await here.app.inject({
      method: 'PUT',
      url: `/api/quizzes/id/${quizId}/look`,
      headers: owner.headers,
      payload: {
        ...DEFAULT_QUIZ_LOOK,
        theme_name: 'theme_2',
        background_type: 'image',
        background_image: background.upload_path,
        background_image_original: background.image_original,
        background_image_blur: 3,
      },
    });
    expect(looked.statusCode, looked.body).toBe(200);
    const saved = await here.app.inject({
      method: 'PUT',
      url: `/api/quizzes/id/${quizId}/questions`,
      headers: owner.headers,
      payload: {
        questions: [
          {
            question_id: 'q1',
            question_type: 'basic',
            kind: 'multiple_choice',
            title: 'Which fjord is green?',
            time_limit: 30,
            answers_required: 'one',
            chart_type: 'bar',
            ...pictureFields(question),
            answers: [
              { answer_id: 'a', title: 'Geiranger', is_correct: true, score: 1000, ...pictureFields(answer) },
              // A picture whose file is gone: it travels as a bare path, as before.
              {
                answer_id: 'b',
                title: 'Lyse',
                is_correct: false,
                score: 0,
                image: '/media/quiz-images/gone.webp',
              },
            ],
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const updated = await here.app.inject({
      method: 'PUT',
      url: '/api/quizzes/update',
      headers: owner.headers,
      payload: { _id: quizId, ...pictureFields(cover), custom_message: 'See you at the fjord!' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
  });
  afterAll(async () => Promise.all([here?.close(), there?.close()]));

  async function exported() {
    const response = await here.app.inject({
      method: 'GET',
      url: `/api/quizzes/${quizId}/export`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      quiz: {
        image: string;
        custom_message: string;
        look: { background_image: string };
        questions: Array<{ image: string; answers: Array<{ image?: string }> }>;
      };
      media: Record<string, string>;
    };
  }

  async function importOnThere(file: unknown, headers = importer.headers) {
    const form = new FormData();
    form.append('captcha_response', await captchaFor(there.app));
    form.append('file', new Blob([JSON.stringify(file)]), 'fjords.kviss.json');
    return there.app.inject({
      method: 'POST',
      url: '/api/quizzes/import',
      headers,
      payload: form,
    });
  }

  const mediaOn = (t: TestApp, path: string) => t.app.inject({ method: 'GET', url: path });

  it('carries each uploaded picture, and the copy on another installation shows the same pictures', async () => {
    const file = await exported();
    const { quiz } = file;
    const carried = [
      quiz.image,
      quiz.look.background_image,
      quiz.questions[0]!.image,
      quiz.questions[0]!.answers[0]!.image!,
    ];
    expect(quiz.custom_message).toBe('See you at the fjord!');
    expect(Object.keys(file.media).sort()).toEqual([...carried].sort());
    for (const path of carried) expect(file.media[path]).toMatch(/^data:image\/webp;base64,/);
    // The other installation has none of these files.
    for (const path of carried) expect((await mediaOn(there, path)).statusCode).not.toBe(200);

    const imported = await importOnThere(file);
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = (
      await there.app.inject({
        method: 'GET',
        url: `/api/quizzes/id/${imported.json().data._id}`,
        headers: importer.headers,
      })
    ).json().data;
    // The closing message and the look come along, the look's background picture with the others.
    expect(copy.custom_message).toBe('See you at the fjord!');
    expect(copy.look).toMatchObject({
      theme_name: 'theme_2',
      background_type: 'image',
      background_image_blur: 3,
    });
    const shown = [
      copy.image,
      copy.look.background_image,
      copy.questions[0].image,
      copy.questions[0].answers[0].image,
    ];
    const colours = ['#2266aa', '#666622', '#22aa66', '#aa2266'];
    for (const [index, path] of shown.entries()) {
      expect(path).toMatch(/^\/media\/quiz-images\/.+\.screen\.webp$/);
      expect(carried).not.toContain(path);
      const served = await mediaOn(there, path);
      expect(served.statusCode, path).toBe(200);
      const seen = await colourOf(served.rawPayload);
      expect(sameColour(seen, colours[index]!), `${path}: ${seen} for ${colours[index]}`).toBe(true);
      // Phones get their own size of the copy, as with any upload.
      expect((await mediaOn(there, path.replace('.screen.webp', '.phone.webp'))).statusCode).toBe(200);
    }
    expect(copy.image_placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(copy.image_original).toMatch(/^\/media\/quiz-images\//);
    // The picture that had no file stays the path it was.
    expect(copy.questions[0].answers[1].image).toBe('/media/quiz-images/gone.webp');
  });

  it('checks a carried picture by its content and size, names its question, and creates nothing', async () => {
    const mine = async () =>
      (await there.app.inject({ method: 'GET', url: '/api/quizzes/mine', headers: importer.headers })).json()
        .data as unknown[];
    const before = (await mine()).length;
    const file = await exported();
    const questionPicture = file.quiz.questions[0]!.image;
    const lying = {
      ...file,
      media: {
        ...file.media,
        [questionPicture]: `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`,
      },
    };
    const refused = await importOnThere(lying);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details.problems).toEqual([{ code: 'upload_invalid_type', question: 1 }]);

    const huge = Buffer.alloc(4 * 1024 * 1024 + 1, 0);
    (await picture('#000000')).copy(huge);
    const tooLarge = {
      ...file,
      media: { ...file.media, [file.quiz.image]: `data:image/png;base64,${huge.toString('base64')}` },
    };
    const refusedLarge = await importOnThere(tooLarge);
    expect(refusedLarge.statusCode).toBe(422);
    expect(refusedLarge.json().error.details.problems).toEqual([{ code: 'upload_too_large' }]);

    const notDataUrl = { ...file, media: { ...file.media, [questionPicture]: 'https://example.com/x.png' } };
    const refusedUrl = await importOnThere(notDataUrl);
    expect(refusedUrl.json().error.details.problems).toEqual([{ code: 'upload_invalid_type', question: 1 }]);
    expect((await mine()).length).toBe(before);
  });

  it('takes the pictures only from an account whose address is confirmed, creating nothing otherwise', async () => {
    const newcomer = await signUp(there.app, 'New Importer');
    const mine = async () =>
      (await there.app.inject({ method: 'GET', url: '/api/quizzes/mine', headers: newcomer.headers })).json()
        .data as unknown[];
    const file = await exported();
    const refused = await importOnThere(file, newcomer.headers);
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'upload_email_unconfirmed']);
    expect(await mine()).toEqual([]);
    // A quiz without pictures stores no file: that import is open to the newcomer as before.
    const { media: _media, ...bare } = file;
    expect((await importOnThere(bare, newcomer.headers)).statusCode).toBe(201);
  });

  it('still reads a file without pictures, as files from before carried them', async () => {
    const { media: _media, ...bare } = await exported();
    const imported = await importOnThere(bare);
    expect(imported.statusCode, imported.body).toBe(201);
  });
});

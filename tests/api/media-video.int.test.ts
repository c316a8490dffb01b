import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUIZ_LOOK } from '../../domain/quiz/look.ts';
import { postgresBackends } from '../support/backends.ts';
import { captchaFor } from '../support/captcha.ts';
import { confirmedUser } from '../support/confirmed-user.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { tinyMovie } from '../support/tiny-movie.ts';

const tinyMp4 = tinyMovie('isom');
const tinyMov = tinyMovie('qt  ');

function form(bytes: Buffer, name: string, type: string) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

describe.each(postgresBackends())('videos and the quiz look ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await confirmedUser(t, 'Video Teacher');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/create',
      headers: owner.headers,
      payload: { title: 'Fjords on film', captcha_response: await captchaFor(t.app) },
    });
    quizId = created.json().data._id;
  });
  afterAll(async () => t?.close());

  const upload = (
    bytes: Buffer,
    name = 'clip.mp4',
    type = 'video/mp4',
    headers: Record<string, string> = owner.headers,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quizzes/upload-video',
      headers,
      payload: form(bytes, name, type),
    });
  const putLook = (payload: unknown, headers: Record<string, string> = owner.headers) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/quizzes/id/${quizId}/look`,
      headers,
      payload: payload as object,
    });

  it('stores an mp4 and serves it back as video from the path it returns', async () => {
    const response = await upload(tinyMp4);
    expect(response.statusCode).toBe(201);
    const path: string = response.json().data.upload_path;
    expect(path).toMatch(/^\/media\/quiz-videos\/[0-9a-f-]+\.mp4$/);
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(tinyMp4)).toBe(true);
  });

  it('takes a mov, named by what it is rather than what the browser claims', async () => {
    const response = await upload(tinyMov, 'holiday.mp4', 'video/mp4');
    expect(response.json().data.upload_path).toMatch(/\.mov$/);
  });

  it('refuses a picture renamed to .mp4, a page pretending to be a video, and an empty file', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    for (const bytes of [png, Buffer.from('<html><script>alert(1)</script></html>'), Buffer.alloc(0)]) {
      const response = await upload(bytes, 'movie.mp4', 'video/mp4');
      expect([response.statusCode, response.json().error.code]).toEqual([400, 'upload_video_invalid_type']);
    }
  });

  it('takes a video larger than a picture may be, and refuses one over 10 MB', async () => {
    expect((await upload(tinyMovie('isom', 3 * 1024 * 1024))).statusCode).toBe(201);
    const tooBig = await upload(tinyMovie('isom', 5 * 1024 * 1024 + 1));
    expect([tooBig.statusCode, tooBig.json().error.code]).toEqual([413, 'upload_too_large']);
  });

  it('refuses uploads from someone not signed in', async () => {
    expect((await upload(tinyMp4, 'clip.mp4', 'video/mp4', {})).statusCode).toBe(401);
  });

  it('shows every quiz with the default look until its owner changes it', async () => {
    const read = await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}` });
    expect(read.json().data.look).toEqual(DEFAULT_QUIZ_LOOK);
  });

  it('keeps a theme with its own button colour on a picture background, for anyone who reads the quiz', async () => {
    const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer();
    const picture = (
      await t.app.inject({
        method: 'POST',
        url: '/api/quizzes/upload-image',
        headers: owner.headers,
        payload: form(png, 'sky.png', 'image/png'),
      })
    ).json().data;
    const look = {
      ...DEFAULT_QUIZ_LOOK,
      theme_name: 'theme_2',
      theme_colors: { button_color: '#00AA55' },
      background_type: 'image',
      background_image: picture.upload_path,
      background_image_original: picture.image_original,
      background_image_blur: 3,
    };
    const response = await putLook(look);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.look).toMatchObject({
      theme_name: 'theme_2',
      theme_colors: { button_color: '#00aa55' },
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}` });
    expect(read.json().data.look.background_image).toBe(picture.upload_path);
  });

  it('refuses a picture background without a picture, with a translated code, and keeps the look it had', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}` })).json().data.look;
    const response = await putLook({ ...DEFAULT_QUIZ_LOOK, background_type: 'image' });
    expect([response.statusCode, response.json().error.code]).toEqual([
      400,
      'look_background_image_required',
    ]);
    const after = (await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}` })).json().data.look;
    expect(after).toEqual(before);
  });

  it('refuses fields it does not know, a theme that does not exist, and anyone but the owner', async () => {
    expect((await putLook({ ...DEFAULT_QUIZ_LOOK, font: 'Comic Sans' })).statusCode).toBe(400);
    expect((await putLook({ ...DEFAULT_QUIZ_LOOK, theme_name: 'theme_9' })).statusCode).toBe(400);
    const stranger = await signUp(t.app, 'Someone Else');
    const refused = await putLook(DEFAULT_QUIZ_LOOK, stranger.headers);
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'no_permission']);
  });

  it('keeps a YouTube video on a question, and refuses a link that is not YouTube with the question named', async () => {
    const question = {
      question_id: 'q1',
      question_type: 'basic',
      kind: 'multiple_choice',
      title: 'Which fjord?',
      time_limit: 30,
      answers_required: 'one',
      chart_type: 'bar',
      answers: [
        { answer_id: 'a1', title: 'Geiranger', is_correct: true, score: 1000 },
        { answer_id: 'a2', title: 'Sogne', is_correct: false, score: 0 },
      ],
    };
    const save = (fields: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/quizzes/id/${quizId}/questions`,
        headers: owner.headers,
        payload: { questions: [{ ...question, ...fields }] },
      });
    const saved = await save({ video: 'https://youtu.be/dQw4w9WgXcQ', video_time: 3, video_end: 9 });
    expect(saved.statusCode).toBe(200);
    // A reader who may only play the quiz gets the video too: it gives no answer away.
    const read = await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}` });
    expect(read.json().data.questions[0]).toMatchObject({
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video_provider: 'youtube',
      video_time: 3,
      video_end: 9,
    });
    const refused = await save({ video: 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ' });
    expect([refused.statusCode, refused.json().error.code, refused.json().error.details]).toEqual([
      400,
      'video_youtube_invalid',
      { question: 1 },
    ]);
  });
});

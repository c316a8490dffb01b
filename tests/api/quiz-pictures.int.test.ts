import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../support/backends.ts';
import { captchaFor } from '../support/captcha.ts';
import { confirmedUser } from '../support/confirmed-user.ts';
import type { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe.each(postgresBackends())(
  'pictures on a quiz, its questions and answers ($name PostgreSQL)',
  (backend) => {
    let t: TestApp;
    let owner: Awaited<ReturnType<typeof signUp>>;
    let quizId: string;
    let uploaded: { upload_path: string; image_original: string; image_placeholder: string };
    beforeAll(async () => {
      t = await createTestApp(backend);
      owner = await confirmedUser(t, 'Quiz Owner');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/quizzes/create',
        headers: owner.headers,
        payload: { title: 'Fjords', captcha_response: await captchaFor(t.app) },
      });
      quizId = created.json().data._id;
      const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2266aa' } })
        .png()
        .toBuffer();
      const data = new FormData();
      data.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'fjord.png');
      uploaded = (
        await t.app.inject({
          method: 'POST',
          url: '/api/quizzes/upload-image',
          headers: owner.headers,
          payload: data,
        })
      ).json().data;
    });
    afterAll(async () => t?.close());

    const cover = () => ({
      image: uploaded.upload_path,
      image_original: uploaded.image_original,
      image_placeholder: uploaded.image_placeholder,
      image_source: null,
    });
    const update = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/quizzes/update',
        headers: owner.headers,
        payload: { _id: quizId, ...payload },
      });
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}`, headers: owner.headers })).json()
        .data;

    it('keeps a cover picture with its crop, and shows it to anyone who reads the quiz', async () => {
      const response = await update({
        ...cover(),
        image_coordinates: { x: 10, y: 5, width: 80, height: 90 },
      });
      expect(response.statusCode).toBe(200);
      const quiz = await read();
      expect(quiz).toMatchObject({ ...cover(), image_coordinates: { x: 10, y: 5, width: 80, height: 90 } });
      const anyone = (await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}` })).json().data;
      expect(anyone.image).toBe(uploaded.upload_path);
    });

    it('refuses a crop outside the picture with a translated code, and keeps the cover as it was', async () => {
      const response = await update({
        ...cover(),
        image_coordinates: { x: 50, y: 0, width: 80, height: 90 },
      });
      expect([response.statusCode, response.json().error.code]).toEqual([400, 'image_crop_invalid']);
      expect((await read()).image_coordinates).toEqual({ x: 10, y: 5, width: 80, height: 90 });
    });

    it('refuses a picture that is not in our media store', async () => {
      const response = await update({ image: 'https://tracker.example/pixel.png' });
      expect([response.statusCode, response.json().error.code]).toEqual([400, 'image_path_invalid']);
    });

    it('removes the cover when asked', async () => {
      expect((await update({ image: null })).statusCode).toBe(200);
      expect((await read()).image).toBeNull();
    });

    it('saves a question’s and an answer’s picture, and a player sees both but not the key', async () => {
      const question = {
        question_id: 'q1',
        question_type: 'basic',
        kind: 'multiple_choice',
        title: 'Which fjord?',
        time_limit: 30,
        answers_required: 'one',
        chart_type: 'bar',
        ...cover(),
        image_coordinates: { x: 0, y: 0, width: 50, height: 100 },
        answers: [
          { answer_id: 'a', title: 'Geiranger', is_correct: true, score: 1000, ...cover() },
          { answer_id: 'b', title: 'Lyse', is_correct: false, score: 0 },
        ],
      };
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/quizzes/id/${quizId}/questions`,
        headers: owner.headers,
        payload: { questions: [question] },
      });
      expect(saved.statusCode).toBe(200);
      const [mine] = (await read()).questions;
      expect(mine.image_coordinates).toEqual({ x: 0, y: 0, width: 50, height: 100 });
      expect(mine.answers[0].image).toBe(uploaded.upload_path);
      const [theirs] = (await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}` })).json().data
        .questions;
      expect(theirs.answers[0]).toEqual({
        answer_id: 'a',
        title: 'Geiranger',
        picture: { src: uploaded.upload_path, placeholder: uploaded.image_placeholder, crop: null },
      });
      expect(theirs.answers[0]).not.toHaveProperty('is_correct');
    });
  },
);

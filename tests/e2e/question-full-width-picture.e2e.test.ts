import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { newAccount, registerConfirmedViaApi } from './accounts.ts';
import { type LiveBrowsers, PHONE, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/*
 * Spec Question show_full_width_image_mobile: the creator ticks it under a question's picture, and a
 * player on a 375 px phone then sees that picture across the screen, where another question's picture
 * stays the short strip that keeps the answers in view.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

beforeAll(async () => {
  live = await startLiveBrowsers('full-width-');
});
afterAll(async () => {
  await live?.close();
});

async function uploaded(token: string) {
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6fb0' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'fjord.png');
  const response = await fetch(at('/api/quizzes/upload-image'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const { data } = (await response.json()) as { data: { upload_path: string; image_original: string } };
  return { image: data.upload_path, image_original: data.image_original };
}

const question = (id: string, title: string, picture: Record<string, string>) => ({
  question_id: id,
  question_type: 'basic',
  kind: 'multiple_choice',
  title,
  time_limit: 60,
  answers_required: 'one',
  chart_type: 'bar',
  ...picture,
  answers: [
    { answer_id: `${id}-a`, title: 'Geirangerfjord', is_correct: true, score: 1000 },
    { answer_id: `${id}-b`, title: 'Lysefjord', is_correct: false, score: 0 },
  ],
});

describe('a question picture across the phone', () => {
  it('is asked for in the editor and shown across a phone’s width in play alone', async () => {
    const session = await registerConfirmedViaApi(live.server, newAccount('Wide Teacher'));
    const picture = await uploaded(session.token);
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Wide fjords',
      questions: [
        question('wide', 'Which fjord is this?', picture),
        question('strip', 'And this one?', picture),
      ],
    });

    const editor = await (await live.signedInContext(session)).newPage();
    await editor.goto(at(`/my-quiz/edit/${quizId}`));
    const toggle = editor.locator('[data-question-id="wide"]').getByTestId('question-picture-full-width');
    await toggle.waitFor();
    await editor.locator('[data-question-id="wide"]').getByLabel(en.pictures.full_width_mobile).check();
    await editor.getByTestId('save-status').getByText('All changes saved').waitFor();
    await live.shot(editor, 'editor-question-picture');
    const saved = await fetch(at(`/api/quizzes/id/${quizId}`), {
      headers: { authorization: `Bearer ${session.token}` },
    }).then((r) => r.json());
    expect(
      saved.data.questions.map(
        (q: { show_full_width_image_mobile?: boolean }) => q.show_full_width_image_mobile,
      ),
    ).toEqual([true, undefined]);

    const phone = await (await live.newVisitorContext(PHONE, true)).newPage();
    await phone.goto(at(`/play/${saved.data.code}/start`));
    await phone.getByLabel('Your name').fill('Nora');
    await phone.getByRole('button', { name: 'Start' }).click();
    const section = phone.getByTestId('play-question');
    const widthOf = async () => {
      const img = section.locator('.phone-question__picture img.picture__full');
      await img.waitFor();
      const [box, row] = [await img.boundingBox(), await section.boundingBox()];
      return (box?.width ?? 0) / (row?.width ?? 1);
    };
    await section.getByText('Which fjord is this?').waitFor();
    expect(await widthOf()).toBeGreaterThan(0.9);
    await live.shot(phone, 'phone-wide');
    // Only phones: the same question on a laptop keeps the usual size.
    await phone.setViewportSize({ width: 1280, height: 800 });
    expect(await widthOf()).toBeLessThan(0.9);
    await phone.setViewportSize(PHONE);

    await section.getByRole('button', { name: /Geirangerfjord/ }).click();
    await phone.getByTestId('play-next').click();
    await section.getByText('And this one?').waitFor();
    expect(await widthOf()).toBeLessThan(0.9);
    await live.shot(phone, 'phone-strip');
  }, 120_000);
});

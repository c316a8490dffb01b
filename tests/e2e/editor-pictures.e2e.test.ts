import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { newAccount, registerConfirmedViaApi } from './accounts.ts';
import { answerTaken, type LiveBrowsers, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/*
 * Issue 12, pictures: a creator gives a quiz a cover, a question a cropped picture and an answer a
 * picture in the editor, saves, reloads and finds them; a bad file changes nothing; image search says
 * it is not available; then a live game shows the pictures on the projector and the phone, and a
 * picture whose file is gone shows a neat card instead of a broken image.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

beforeAll(async () => {
  live = await startLiveBrowsers('pictures-');
});
afterAll(async () => {
  await live?.close();
});

/** A landscape photo-like PNG: a colour gradient, so each size and the placeholder have something to show. */
async function landscape(width = 1200, height = 800): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = 40 + (x * 200) / width;
    pixels[i + 1] = 90 + (y * 120) / height;
    pixels[i + 2] = 200 - (x * 120) / width;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const choice = (answer_id: string, title: string, is_correct: boolean) => ({
  answer_id,
  title,
  is_correct,
  score: 1000,
});

const basic = (question_id: string, title: string, extra: Record<string, unknown> = {}) => ({
  question_id,
  question_type: 'basic',
  kind: 'multiple_choice',
  title,
  time_limit: 60,
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    choice(`${question_id}-a`, 'Geirangerfjord', true),
    choice(`${question_id}-b`, 'Lysefjord', false),
  ],
  ...extra,
});

/** Chooses a file in a picture field and waits until its preview shows the uploaded picture. */
async function uploadInto(field: Locator, name: string, buffer: Buffer) {
  await field.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer });
  await field.locator('img.picture__full[src*="/media/quiz-images/"]').waitFor();
}

const previewSrc = (field: Locator) => field.locator('img.picture__full').getAttribute('src');

/** The picture has loaded for real: a decoded image, not a broken one. */
const loaded = (image: Locator) =>
  expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 15_000,
    })
    .toBe(true);

async function read(token: string, quizId: string) {
  const response = await fetch(at(`/api/quizzes/id/${quizId}`), {
    headers: { authorization: `Bearer ${token}` },
  });
  return (
    (await response.json()) as {
      data: Record<string, unknown> & { questions: Array<Record<string, unknown>> };
    }
  ).data;
}

async function finishedGames(token: string, quizId: string): Promise<string[]> {
  const response = await fetch(at(`/api/reports/quizzes/${quizId}/games`), {
    headers: { authorization: `Bearer ${token}` },
  });
  const games = ((await response.json()) as { data: Array<{ game_id: string; phase: string }> }).data;
  return games.filter((game) => game.phase === 'finished').map((game) => game.game_id);
}

describe('pictures', () => {
  it('are added, cropped and saved in the editor, and shown live on the projector and the phone', async () => {
    const session = await registerConfirmedViaApi(live.server, newAccount('Picture Teacher'));
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Norwegian fjords',
      questions: [
        basic('fjord', 'Which fjord is this?'),
        // A picture whose file is gone: screens must show a card, not a broken image.
        basic('lost', 'And this one?', { image: '/media/quiz-images/gone.screen.webp' }),
      ],
    });
    const page: Page = await (await live.signedInContext(session)).newPage();
    await page.goto(at(`/my-quiz/edit/${quizId}`));
    const card = page.locator('[data-question-id="fjord"]');
    await card.getByLabel('Answer 1', { exact: true }).waitFor();

    // The cover.
    const cover = page.getByTestId('quiz-cover');
    await uploadInto(cover, 'cover.png', await landscape());

    // The question's picture, cropped to a square.
    const questionPicture = card.getByTestId('question-picture');
    await uploadInto(questionPicture, 'fjord.png', await landscape());
    await questionPicture.getByRole('button', { name: en.pictures.crop }).click();
    const crop = page.getByRole('dialog', { name: en.pictures.crop_title });
    await crop.getByTestId('crop-stage').locator('img').waitFor();
    await crop.getByLabel(en.pictures.shape_square).check();
    await live.shot(page, 'editor-crop');
    await crop.getByRole('button', { name: en.pictures.crop_save }).click();
    await questionPicture.getByRole('button', { name: en.pictures.crop_again }).waitFor();

    // The first answer's picture.
    await card.getByRole('button', { name: 'Add a picture to answer 1' }).click();
    const answerPicture = card.getByTestId('answer-picture-1');
    await uploadInto(answerPicture, 'answer.png', await landscape(600, 600));

    // A file that only claims to be a picture is refused with a clear message, and changes nothing.
    const before = await previewSrc(questionPicture);
    await questionPicture.locator('input[type="file"]').setInputFiles({
      name: 'fjord.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture'),
    });
    await questionPicture.getByText(en.errors.upload_invalid_type).waitFor();
    expect(await previewSrc(questionPicture)).toBe(before);

    // No image search provider here: the search says so.
    await questionPicture.getByRole('button', { name: en.pictures.search }).click();
    const search = page.getByRole('dialog', { name: en.pictures.search_title });
    await search.getByLabel(en.pictures.search_label).fill('fjord');
    await search.getByRole('button', { name: en.pictures.search_go }).click();
    await search.getByText(en.errors.image_search_not_available).waitFor();
    await search.getByRole('button', { name: en.pictures.close }).click();

    await live.shot(page, 'editor');
    await card.getByTestId('answer-picture-1').scrollIntoViewIfNeeded();
    await live.shot(page, 'editor-answers');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').waitFor();

    // Saved: after a reload the three pictures are back, the crop with them.
    await page.reload();
    await card.getByLabel('Answer 1', { exact: true }).waitFor();
    await loaded(cover.locator('img.picture__full'));
    await loaded(card.getByTestId('question-picture').locator('img.picture__full'));
    await loaded(card.getByTestId('answer-picture-1').locator('img.picture__full'));
    expect(await previewSrc(cover)).toMatch(/\.phone\.webp$/);
    await card
      .getByTestId('question-picture')
      .getByRole('button', { name: en.pictures.crop_again })
      .waitFor();
    const saved = await read(session.token, quizId);
    expect(saved.image).toMatch(/^\/media\/quiz-images\/.+\.screen\.webp$/);
    const crop1 = saved.questions[0]?.image_coordinates as { width: number; height: number };
    // Square on a 3:2 picture: the crop keeps all of its height and two thirds of its width.
    expect(crop1.height).toBeCloseTo(100, 0);
    expect(crop1.width).toBeCloseTo(66.67, 0);

    // Live: the projector shows the question's picture in the screen size, the phone in the phone size.
    await page.goto(at(`/start-quiz/${quizId}`));
    const pin = ((await page.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
    const phone = await live.joinedPhone(pin, 'Ingrid');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(at('/question'));
    await page.getByRole('heading', { name: 'Which fjord is this?' }).waitFor();
    const hostPicture = page.locator('.host-question__picture img.picture__full');
    await loaded(hostPicture);
    expect(await hostPicture.getAttribute('src')).toMatch(/\.screen\.webp$/);
    // The crop is honoured: the frame is square.
    const frame = await page.locator('.host-question__picture').boundingBox();
    expect(frame && Math.abs(frame.width / frame.height - 1)).toBeLessThan(0.05);
    await loaded(page.locator('.answer-tile__picture img.picture__full'));

    const phonePicture = phone.locator('.phone-question__picture img.picture__full');
    await loaded(phonePicture);
    expect(await phonePicture.getAttribute('src')).toMatch(/\.phone\.webp$/);
    await loaded(phone.locator('.answer-button__picture img.picture__full'));
    // Every answer button is on screen, under the picture, on a 375 px phone.
    for (const button of await phone.locator('.answer-button').all()) {
      const box = await button.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(812);
    }
    await live.shot(page, 'host-question');
    await live.shot(phone, 'phone-question');

    await phone.getByRole('button', { name: 'Geirangerfjord' }).click();
    await answerTaken(phone);
    await page.waitForURL(at('/master-result'));
    await live.shot(page, 'host-result');

    // A picture whose file is gone: a neat card, on both screens.
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByRole('heading', { name: 'And this one?' }).waitFor();
    await page.getByTestId('picture-failed').getByText(en.pictures.not_available).waitFor();
    await phone.getByTestId('picture-failed').waitFor();
    await live.shot(page, 'host-question-missing-picture');
    await live.shot(phone, 'phone-question-missing-picture');
    await phone.getByRole('button', { name: 'Lysefjord' }).click();
    await answerTaken(phone);
    await page.waitForURL(at('/master-result'));
    await page.getByRole('button', { name: 'Show the podium' }).click();
    await page.getByRole('heading', { name: 'The winners' }).waitFor();

    // The report shows the question's picture, cropped, and the answer's.
    await expect
      .poll(async () => (await finishedGames(session.token, quizId)).length, { timeout: 20_000 })
      .toBe(1);
    const [gameId] = await finishedGames(session.token, quizId);
    await page.goto(at(`/report/${quizId}?game=${gameId}`));
    const report = page.locator('.question-report').first();
    await loaded(report.locator('.question-report__picture img.picture__full'));
    await loaded(report.locator('.answer-tile__picture img.picture__full'));
    await live.shot(page, 'report');

    // My quizzes: the card carries the cover.
    await page.goto(at('/my-quiz/en'));
    await loaded(
      page.getByRole('article', { name: 'Norwegian fjords' }).locator('.quiz-card__cover img.picture__full'),
    );
    await live.shot(page, 'my-quiz');
  }, 180_000);
});

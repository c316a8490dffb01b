import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_QUIZ_LOOK } from '../../domain/quiz/look.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { newAccount, registerConfirmedViaApi, registerViaApi } from './accounts.ts';
import { answerTaken, type LiveBrowsers, PHONE, PROJECTOR, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/*
 * Issue 12, video and look: a creator gives a quiz theme_2 with their own button colour on a picture
 * background (the editor refuses a picture background without a picture, in the server's words), and a
 * question a YouTube video with a start and a stop; then hosts it. The projector and a player's phone
 * both wear the look (computed styles), the projector embeds the video from youtube-nocookie while the
 * phone says to watch the big screen, and a video whose file is gone shows the spec's message.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

beforeAll(async () => {
  live = await startLiveBrowsers('look-');
});
afterAll(async () => {
  await live?.close();
});

const BUTTON_GREEN = '#00aa55';
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const basic = (question_id: string, title: string, extra: Record<string, unknown> = {}) => ({
  question_id,
  question_type: 'basic',
  kind: 'multiple_choice',
  title,
  time_limit: 60,
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    { answer_id: `${question_id}-a`, title: 'Geirangerfjord', is_correct: true, score: 1000 },
    { answer_id: `${question_id}-b`, title: 'Lysefjord', is_correct: false, score: 0 },
  ],
  ...extra,
});

const sky = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6fb0' } })
    .png()
    .toBuffer();

async function read(token: string, quizId: string) {
  const response = await fetch(at(`/api/quizzes/id/${quizId}`), {
    headers: { authorization: `Bearer ${token}` },
  });
  return (
    (await response.json()) as {
      data: { look: Record<string, unknown>; questions: Array<Record<string, unknown>> };
    }
  ).data;
}

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name).trim(), property);

/** The style the screen settles on: a screen that re-renders as it opens may briefly hold another element. */
const expectStyle = (locator: Locator, property: string, value: string) =>
  vi.waitFor(async () => expect(await style(locator, property)).toBe(value), { timeout: 5000 });

/** With LIVE_SCREENSHOTS=<dir>: a part of a long page (an editor panel), at phone and projector width. */
async function shootElement(element: Locator, name: string) {
  const folder = process.env.LIVE_SCREENSHOTS;
  if (!folder) return;
  const page = element.page();
  const original = page.viewportSize();
  for (const [label, size] of [
    ['phone', PHONE],
    ['projector', PROJECTOR],
  ] as const) {
    await page.setViewportSize(size);
    await element.scrollIntoViewIfNeeded();
    await element.screenshot({ path: path.join(folder, `look-${name}-${label}.png`) });
  }
  if (original) await page.setViewportSize(original);
}

/** No request leaves for YouTube in a test: its player is a blank page here. */
async function stubYouTube(page: Page) {
  await page
    .context()
    .route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
}

describe('a quiz with a look and a video', () => {
  it('is themed in the editor and shown on the projector and the phone, its video on the big screen only', async () => {
    const session = await registerConfirmedViaApi(live.server, newAccount('Look Teacher'));
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Fjords on film',
      questions: [
        basic('film', 'Which fjord is in the film?'),
        // An uploaded video whose file is gone: screens must say so in the spec's words.
        basic('lost', 'And in this one?', { video: '/media/quiz-videos/gone.mp4' }),
      ],
    });
    const page = await (await live.signedInContext(session)).newPage();
    await stubYouTube(page);
    await page.goto(at(`/my-quiz/edit/${quizId}`));
    const panel = page.getByTestId('look-panel');
    await panel.waitFor();

    // theme_2, the creator's own button colour, a picture background.
    await panel.getByTestId('look-theme-theme_2').click();
    await panel.getByTestId('look-color-button_color').fill(BUTTON_GREEN);
    await panel.getByTestId('look-background-image').check();
    // Saving a picture background without its picture is refused, in the words the server uses.
    await panel.getByTestId('look-save').click();
    await panel.getByTestId('look-error').getByText(en.errors.look_background_image_required).waitFor();

    const pictureField = panel.getByTestId('look-background-picture');
    await pictureField
      .locator('input[type="file"]')
      .setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: await sky() });
    await pictureField.locator('img.picture__full[src*="/media/quiz-images/"]').waitFor();
    await panel.getByTestId('look-background_image_blur').fill('4');
    // The preview wears the look before it is saved.
    const preview = panel.getByTestId('look-preview').locator('.quiz-look');
    await expectStyle(preview.locator('.button--light'), 'background-color', rgb(BUTTON_GREEN));
    await shootElement(panel, 'editor-look-panel');
    await panel.getByTestId('look-save').click();
    await panel.getByTestId('look-status').getByText(en.look.saved).waitFor();

    // A YouTube video on the first question, from second 5 to 15.
    const card = page.locator('[data-question-id="film"]');
    const video = card.getByTestId('question-video');
    await video.getByLabel(en.video.source_youtube).check();
    await video.getByTestId('question-video-link').fill('https://youtu.be/dQw4w9WgXcQ?si=shared');
    await video.getByTestId('question-video-start').fill('5');
    await video.getByTestId('question-video-stop').fill('15');
    await video.getByLabel(en.video.loop).check();
    await video.getByTestId('video-youtube').waitFor();
    await shootElement(video, 'editor-question-video');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').waitFor();

    const saved = await read(session.token, quizId);
    expect(saved.look).toMatchObject({
      theme_name: 'theme_2',
      theme_colors: { button_color: BUTTON_GREEN },
      background_type: 'image',
      background_image_blur: 4,
    });
    expect(saved.questions[0]).toMatchObject({
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video_provider: 'youtube',
      video_time: 5,
      video_end: 15,
      video_loop: true,
    });

    // Live: the lobby on the projector and the phone wear the look.
    await page.goto(at(`/start-quiz/${quizId}`));
    const pin = ((await page.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
    // Whatever the page's policy blocks is noted: the embedded player must not be among it.
    await page.evaluate(() => {
      const blocked: string[] = [];
      Object.assign(window, { blocked });
      document.addEventListener('securitypolicyviolation', (event) => blocked.push(event.blockedURI));
    });
    const phone = await live.joinedPhone(pin, 'Ingrid');
    await stubYouTube(phone);
    for (const screen of [page, phone]) {
      const stage = screen.locator('.live-stage');
      expect(await stage.getAttribute('data-quiz-theme')).toBe('theme_2');
      await expectStyle(stage, '--look-button', BUTTON_GREEN);
      // theme_2's light type, readable on the red behind the picture.
      await expectStyle(stage, 'color', rgb('#fff4c2'));
      const background = screen.getByTestId('quiz-look-image');
      expect(await background.getAttribute('src')).toBe(saved.look.background_image);
      await expectStyle(background, 'filter', 'blur(4px)');
    }
    const start = page.getByRole('button', { name: 'Start the game' });
    await expectStyle(start, 'background-color', rgb(BUTTON_GREEN));
    await live.shot(page, 'host-lobby');
    await live.shot(phone, 'phone-lobby');

    await start.click();
    await page.waitForURL(at('/question'));
    const title = page.getByRole('heading', { name: 'Which fjord is in the film?' });
    await title.waitFor();
    await expectStyle(title, 'color', rgb('#fff4c2'));
    // The projector embeds the video, privacy-enhanced, with the authored part and loop.
    const embed = new URL((await page.getByTestId('video-youtube').getAttribute('src')) ?? '');
    expect(embed.origin + embed.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embed.searchParams.get('start')).toBe('5');
    expect(embed.searchParams.get('end')).toBe('15');
    expect(embed.searchParams.get('loop')).toBe('1');
    await page.frameLocator('[data-testid="video-youtube"]').locator('title').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { blocked: string[] }).blocked)).toEqual([]);
    // The video takes the picture's place (beside the answers on a projector): it covers no answer.
    const videoBox = (await page.getByTestId('video-player').boundingBox())!;
    for (const tile of await page.locator('.answer-tile').all()) {
      const box = (await tile.boundingBox())!;
      const apart =
        box.x >= videoBox.x + videoBox.width ||
        videoBox.x >= box.x + box.width ||
        box.y >= videoBox.y + videoBox.height ||
        videoBox.y >= box.y + box.height;
      expect(apart, JSON.stringify({ videoBox, box })).toBe(true);
      expect(box.y + box.height).toBeLessThanOrEqual(PROJECTOR.height);
    }
    // The phone does not stream it: it says where to look.
    await phone.getByText(en.video.on_big_screen).waitFor();
    expect(await phone.getByTestId('video-player').count()).toBe(0);
    await live.shot(page, 'host-question-video');
    await live.shot(phone, 'phone-question-video');

    await phone.getByRole('button', { name: 'Geirangerfjord' }).click();
    await answerTaken(phone);
    await page.waitForURL(at('/master-result'));
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByRole('heading', { name: 'And in this one?' }).waitFor();
    // The video's file is gone: the spec's message, not a black box.
    await page.getByTestId('video-failed').getByText(en.video.load_failed).waitFor();
    await live.shot(page, 'host-question-broken-video');

    // The replay shows the game in the look it was played in.
    await phone.getByRole('button', { name: 'Lysefjord' }).click();
    await answerTaken(phone);
    await page.waitForURL(at('/master-result'));
    await page.getByRole('button', { name: 'Show the podium' }).click();
    await page.getByRole('heading', { name: 'The winners' }).waitFor();
    const games = async () => {
      const response = await fetch(at(`/api/reports/quizzes/${quizId}/games`), {
        headers: { authorization: `Bearer ${session.token}` },
      });
      const listed = ((await response.json()) as { data: Array<{ game_id: string; phase: string }> }).data;
      return listed.filter((game) => game.phase === 'finished').map((game) => game.game_id);
    };
    await expect.poll(async () => (await games()).length, { timeout: 20_000 }).toBe(1);
    const [gameId] = await games();
    await page.goto(at(`/replay/${gameId}`));
    await page.getByTestId('replay-screen').waitFor();
    const replay = page.locator('.live-stage');
    expect(await replay.getAttribute('data-quiz-theme')).toBe('theme_2');
    await expectStyle(replay, '--look-button', BUTTON_GREEN);
    await live.shot(page, 'replay');
  }, 180_000);

  it('is worn by play alone on a phone, where the video plays on the device, full screen when asked', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Solo Look Teacher'));
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Fjords alone',
      questions: [
        basic('film', 'Which fjord is in the film?', {
          video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          video_time: 2,
          fullscreen_mobile: true,
        }),
        basic('lost', 'And in this one?', { video: '/media/quiz-videos/gone.mp4' }),
      ],
    });
    const purple = '#4527a0';
    const looked = await fetch(at(`/api/quizzes/id/${quizId}/look`), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ ...DEFAULT_QUIZ_LOOK, theme_name: 'theme_3', background_color: purple }),
    });
    expect(looked.status).toBe(200);
    const { code } = (await looked.json()).data as { code: string };

    const page = await (await live.newVisitorContext(PHONE, true)).newPage();
    await stubYouTube(page);
    await page.goto(at(`/play/${code}/start`));
    await page.getByLabel('Your name').fill('Nora');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(at(`/play/${code}`));
    const scope = page.locator('.quiz-look-scope');
    await scope.waitFor();
    expect(await scope.getAttribute('data-quiz-theme')).toBe('theme_3');
    await expectStyle(scope, 'background-color', rgb(purple));
    // theme_3's dark question text would not read on dark purple: the screen picks white instead.
    const title = page.getByTestId('play-question').locator('.phone-question__title');
    await expectStyle(title, 'color', rgb('#ffffff'));

    // Full screen on phones, as the creator asked, until the player closes it.
    const player = page.getByTestId('video-player');
    await player.waitFor();
    const box = await player.boundingBox();
    expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([PHONE.width, PHONE.height]);
    const embed = new URL((await player.getByTestId('video-youtube').getAttribute('src')) ?? '');
    expect(embed.searchParams.get('start')).toBe('2');
    await live.shot(page, 'play-alone-video-fullscreen');
    await player.getByRole('button', { name: en.video.close_fullscreen }).click();
    expect((await player.boundingBox())?.height ?? 0).toBeLessThan(PHONE.height / 2);
    await live.shot(page, 'play-alone-question');

    await page
      .getByTestId('play-question')
      .getByRole('button', { name: /Geirangerfjord/ })
      .click();
    await page.getByTestId('play-next').click();
    await page.getByTestId('play-question').getByText('And in this one?').waitFor();
    await page.getByTestId('video-failed').getByText(en.video.load_failed).waitFor();
    await live.shot(page, 'play-alone-broken-video');
  }, 120_000);
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wsClient } from '../support/ws-client.ts';
import { linkPathInMail, newAccount, registerViaApi } from './accounts.ts';
import { type LiveBrowsers, PHONE, PROJECTOR, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/*
 * The big screen at 1920×1080 (issue 28, item 4): the lobby shows its Start button and the players who
 * joined without scrolling, even with a class and more; a question's picture takes a large share of
 * the screen, its shape kept, with room left for the answers. The same screens still fit a 375 px phone.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

beforeAll(async () => {
  live = await startLiveBrowsers('projector-');
});
afterAll(async () => {
  await live?.close();
});

async function confirmedSession(name: string) {
  const account = newAccount(name);
  const session = await registerViaApi(live.server.url, account);
  const link = await linkPathInMail(live.server, account.email, '/confirm-email/');
  await fetch(at('/api/auth/confirm-email'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link.slice('/confirm-email/'.length) }),
  });
  return session;
}

/** A 3:2 landscape picture, as a photo from a phone would be. */
async function uploadedPicture(token: string) {
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
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { upload_path: string; image_original: string } };
  return { image: data.upload_path, image_original: data.image_original };
}

const question = (picture: Record<string, string>) => ({
  question_id: 'fjord',
  question_type: 'basic',
  kind: 'multiple_choice',
  title: 'Which fjord is this, the one the ferries from Hellesylt sail up every summer morning?',
  time_limit: 120,
  answers_required: 'one',
  chart_type: 'bar',
  ...picture,
  answers: ['Geirangerfjord', 'Lysefjord', 'Sognefjord', 'Hardangerfjord'].map((title, i) => ({
    answer_id: `a${i}`,
    title,
    is_correct: i === 0,
    score: i === 0 ? 1000 : 0,
  })),
});

let joinedSoFar = 0;

/** Players on sockets, as a class's phones: names long enough to fill a chip. */
async function joinBots(pin: string, count: number) {
  const first = joinedSoFar;
  joinedSoFar += count;
  const socketUrl = `${live.server.url.replace(/^http/, 'ws')}/ws`;
  const bots = [];
  for (let i = 0; i < count; i++) {
    const bot = await wsClient(socketUrl);
    const joined = await bot.request({ type: 'game.join', pin, name: `Elev nummer ${first + i + 1}` });
    if (joined.type !== 'game.joined') throw new Error(`bot ${i} could not join: ${JSON.stringify(joined)}`);
    bots.push(bot);
  }
  return bots;
}

type Box = { x: number; y: number; width: number; height: number };
const inside = (box: Box | null, viewport: { width: number; height: number }) =>
  box !== null &&
  box.x >= 0 &&
  box.y >= 0 &&
  box.x + box.width <= viewport.width &&
  box.y + box.height <= viewport.height;

describe('the big screen', () => {
  it('shows Start and the players in the lobby, and a large picture with the question', async () => {
    const session = await confirmedSession('Projector Pia');
    const picture = await uploadedPicture(session.token);
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Fjords on the big screen',
      limitPlayer: 100,
      questions: [question(picture)],
    });
    const host = await (await live.signedInContext(session)).newPage();
    expect(host.viewportSize()).toEqual(PROJECTOR);
    await host.goto(at(`/start-quiz/${quizId}`));
    const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');

    // A class: Start and every name on the screen at once.
    const bots = await joinBots(pin, 40);
    await host.getByTestId('player-count').getByText('40 /', { exact: false }).waitFor();
    const start = host.getByRole('button', { name: 'Start the game' });
    await live.shot(host, 'lobby-40');
    expect(inside(await start.boundingBox(), PROJECTOR), 'Start within the screen').toBe(true);
    const chips = host.locator('.player-chip');
    expect(inside(await chips.first().boundingBox(), PROJECTOR), 'first player on screen').toBe(true);
    expect(inside(await chips.last().boundingBox(), PROJECTOR), 'last player on screen').toBe(true);

    // Two classes: the names scroll in their own column; Start stays, and the screen does not scroll.
    bots.push(...(await joinBots(pin, 40)));
    await host.getByTestId('player-count').getByText('80 /', { exact: false }).waitFor();
    await live.shot(host, 'lobby-80');
    expect(inside(await start.boundingBox(), PROJECTOR), 'Start within the screen').toBe(true);
    expect(inside(await chips.first().boundingBox(), PROJECTOR), 'first player on screen').toBe(true);
    const stage = host.locator('.live-stage');
    expect(await stage.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);

    await start.click();
    await host.waitForURL(at('/question'));
    const shown = host.locator('.host-question__picture[data-state="loaded"]');
    await shown.waitFor({ state: 'attached' });
    await live.shot(host, 'question-picture');
    const box = (await shown.boundingBox())!;
    // At least ~40 % of the screen's height, its 3:2 shape kept.
    expect(box.height).toBeGreaterThanOrEqual(PROJECTOR.height * 0.4);
    expect(box.width / box.height).toBeCloseTo(1.5, 1);
    // The answers and Skip are on the screen beside it, Skip over none of them.
    const last = (await host.locator('.answer-tile').last().boundingBox())!;
    const skip = (await host.getByRole('button', { name: 'Skip' }).boundingBox())!;
    expect(inside(last, PROJECTOR), 'answers on screen').toBe(true);
    expect(inside(skip, PROJECTOR), 'Skip on screen').toBe(true);
    expect(skip.y, 'Skip under the answers').toBeGreaterThanOrEqual(last.y + last.height);

    await host.setViewportSize(PHONE);
    expect((await shown.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
    for (const bot of bots) bot.close();
  }, 180_000);
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './accounts.ts';
import { answerTaken, type LiveBrowsers, PHONE, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/*
 * The phone in a live game at 375 px (issue 28, item 5): its own sound button sits beside the other
 * controls, never on them nor off the screen, in English and in Norwegian's longer words; and a phone
 * that loses its network says so, then sends the answer when it is back.
 */

let live: LiveBrowsers;

const QUESTIONS = ['capital', 'river'].map((id, i) => ({
  question_id: id,
  kind: 'multiple_choice',
  title: i === 0 ? 'What is the capital of Norway?' : 'Which is the longest river in Norway?',
  time_limit: 120,
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    { answer_id: `${id}-right`, title: i === 0 ? 'Oslo' : 'Glomma', is_correct: true, score: 1000 },
    { answer_id: `${id}-wrong`, title: i === 0 ? 'Bergen' : 'Otra', is_correct: false, score: 0 },
  ],
}));

beforeAll(async () => {
  live = await startLiveBrowsers('phone-controls-');
});

afterAll(async () => {
  await live?.close();
});

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Inside the phone's screen, whole. */
function expectOnScreen(box: Box) {
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
}

/**
 * Every button and link a person can see and press on the page, with its box: at least one of its
 * corners or its centre is on top (not under the stage or under another control).
 */
function shownControls(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href], select')].flatMap((element) => {
      const r = element.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return [];
      const probes = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + 2, r.top + 2],
        [r.right - 2, r.top + 2],
        [r.left + 2, r.bottom - 2],
        [r.right - 2, r.bottom - 2],
      ];
      const onTop = probes.some(([x, y]) => element.contains(document.elementFromPoint(x!, y!)));
      if (!onTop) return [];
      const box = { x: r.x, y: r.y, width: r.width, height: r.height };
      return [
        {
          name: element.getAttribute('aria-label') ?? element.textContent ?? '',
          sound: element.dataset.testid === 'phone-sound',
          box,
        },
      ];
    }),
  );
}

/** The phone's sound button whole on the screen and clear of every other control one can see. */
async function expectSoundClear(page: Page) {
  await page.getByTestId('phone-sound').waitFor();
  const controls = await shownControls(page);
  const sound = controls.find((control) => control.sound);
  expect(sound, 'the sound button is on top').toBeDefined();
  expectOnScreen(sound!.box);
  for (const other of controls) {
    if (!other.sound) expect(overlap(sound!.box, other.box), `over "${other.name}"`).toBe(false);
  }
}

async function hostGame(title: string, questions = QUESTIONS) {
  const session = await registerViaApi(live.server.url, newAccount('Quiz Master'));
  const quizId = await quizReadyToHost(live.server.url, session.token, { title, questions });
  const host = await (await live.signedInContext(session)).newPage();
  await host.goto(live.at(`/start-quiz/${quizId}`));
  const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
  return { host, pin };
}

describe('the phone’s controls and its network', () => {
  it('keeps the sound button clear of the other controls on every screen, in English and Norwegian', async () => {
    const { host, pin } = await hostGame('Sound and menus', QUESTIONS.slice(0, 1));
    const anna = await live.joinedPhone(pin, 'Anna');
    await live.shot(anna, 'lobby-en');
    await expectSoundClear(anna);
    const norwegian = await live.newContext(PHONE, true);
    await norwegian.addCookies([{ name: 'language', value: 'no', url: live.at('/') }]);
    const nora = await norwegian.newPage();
    await nora.goto(live.at(`/join?pin=${pin}`));
    await nora.getByLabel('Navnet ditt').fill('Nora');
    await nora.getByRole('button', { name: 'Bli med', exact: true }).click();
    await nora.getByTestId('player-lobby').waitFor();
    await live.shot(nora, 'lobby-no');
    await expectSoundClear(nora);

    await host.getByRole('button', { name: 'Start the game' }).click();
    await anna.getByRole('button', { name: 'Oslo', exact: true, disabled: false }).waitFor();
    await nora.getByRole('button', { name: 'Oslo', exact: true, disabled: false }).waitFor();
    await live.shot(anna, 'question-en');
    await live.shot(nora, 'question-no');
    await expectSoundClear(anna);
    await expectSoundClear(nora);

    await anna.getByRole('button', { name: 'Oslo', exact: true }).click();
    await nora.getByRole('button', { name: 'Bergen', exact: true }).click();
    await anna.getByTestId('player-result').waitFor();
    await nora.getByTestId('player-result').waitFor();
    await live.shot(anna, 'result-en');
    await live.shot(nora, 'result-no');
    await expectSoundClear(anna);
    await expectSoundClear(nora);

    // The end: each phone's place.
    await host.getByRole('button', { name: 'Show the podium' }).click();
    await anna.getByTestId('player-summary').waitFor();
    await nora.getByTestId('player-summary').waitFor();
    await live.shot(nora, 'summary-no');
    await expectSoundClear(anna);
    await expectSoundClear(nora);
  }, 120_000);

  it('says it is offline while the network is gone, then sends the answer, which counts', async () => {
    const { host, pin } = await hostGame('Lost network');
    const anna = await live.joinedPhone(pin, 'Anna');
    await host.getByRole('button', { name: 'Start the game' }).click();
    const oslo = anna.getByRole('button', { name: 'Oslo', exact: true, disabled: false });
    await oslo.waitFor();

    await anna.context().setOffline(true);
    await oslo.click();
    const notice = anna.getByTestId('offline-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toBe('Your answer will be sent when you are back online.');
    await anna.getByRole('heading', { name: 'You are offline' }).waitFor();
    await live.shot(anna, 'offline');

    await anna.context().setOffline(false);
    await answerTaken(anna);
    await anna.getByTestId('player-result').waitFor();
    expect(await anna.getByTestId('player-result').getAttribute('data-verdict')).toBe('correct');
    expect(Number(await anna.getByTestId('player-score').textContent())).toBeGreaterThan(0);
  }, 120_000);
});

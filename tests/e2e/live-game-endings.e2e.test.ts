import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './accounts.ts';
import { answerTaken, type LiveBrowsers, PHONE, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/*
 * How a game ends, in real browsers: where Close and Cancel lead the quizmaster, what the reports then
 * count, and what the last result and the podium look like on the big screen and on the phones.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

const answer = (answer_id: string, title: string, is_correct: boolean) => ({
  answer_id,
  title,
  is_correct,
  score: is_correct ? 1000 : 0,
});

/** One question where every right answer must be picked: its results count players, not picks. */
const PLANETS = {
  question_id: 'planets',
  kind: 'multiple_choice',
  title: 'Which of these are planets?',
  time_limit: 60,
  answers_required: 'all',
  chart_type: 'bar',
  answers: [
    answer('mars', 'Mars', true),
    answer('venus', 'Venus', true),
    answer('moon', 'The Moon', false),
    answer('sun', 'The Sun', false),
  ],
};

async function hostReady(title: string, customMessage?: string) {
  const session = await registerViaApi(live.server.url, newAccount('Quiz Master'));
  const quizId = await quizReadyToHost(live.server.url, session.token, {
    title,
    questions: [PLANETS],
    ...(customMessage ? { customMessage } : {}),
  });
  const context = await live.signedInContext(session);
  return { session, quizId, context, host: await context.newPage() };
}

const pinOn = async (host: Page) =>
  ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');

async function pickAndSend(phone: Page, titles: string[]) {
  for (const title of titles) await phone.getByRole('button', { name: title, exact: true }).click();
  await phone.getByRole('button', { name: 'Send answer' }).click();
  await answerTaken(phone);
}

/** Plays the one question with these phones (all picking Mars and Venus) up to the podium. */
async function playToPodium(host: Page, phones: Page[]) {
  await host.getByRole('button', { name: 'Start the game' }).click();
  await host.waitForURL(at('/question'));
  for (const phone of phones) await pickAndSend(phone, ['Mars', 'Venus']);
  await host.waitForURL(at('/master-result'));
  await host.getByRole('button', { name: 'Show the podium' }).click();
  await host.getByRole('heading', { name: 'The winners' }).waitFor();
}

/** How far the middle of the podium's filled steps is from the middle of the screen, in pixels. */
const podiumOffCentre = (page: Page) =>
  page.evaluate(() => {
    const steps = [...document.querySelectorAll('.podium__step:not(.is-empty)')].map((step) =>
      step.getBoundingClientRect(),
    );
    const left = Math.min(...steps.map((r) => r.left));
    const right = Math.max(...steps.map((r) => r.right));
    return Math.abs((left + right) / 2 - document.documentElement.clientWidth / 2);
  });

/** Pairs of digits the browser put on different lines inside this element's text. */
const digitsSplitAcrossLines = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`no ${selector}`);
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const glyphs: Array<{ char: string; top: number }> = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) glyphs.push({ char: text[i]!, top: Math.round(rect.top) });
      }
    }
    const splits: string[] = [];
    for (let i = 1; i < glyphs.length; i += 1) {
      const [a, b] = [glyphs[i - 1]!, glyphs[i]!];
      if (/\d/.test(a.char) && /\d/.test(b.char) && a.top !== b.top) splits.push(`${a.char}|${b.char}`);
    }
    return splits;
  }, selector);

async function gamesListed(quizId: string, token: string) {
  const response = await fetch(at(`/api/reports/quizzes/${quizId}/games`), {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: Array<{ phase: string }> }).data;
}

beforeAll(async () => {
  live = await startLiveBrowsers('endings-');
});

afterAll(async () => {
  await live?.close();
});

describe('how a live game ends', () => {
  it('Close after the podium returns to My quizzes when the game was started there', async () => {
    const { host } = await hostReady('Closing from my quizzes');
    await host.goto(at('/my-quiz'));
    await host.getByRole('link', { name: 'Host live' }).click();
    const pin = await pinOn(host);
    const phone = await live.joinedPhone(pin, 'Solo');

    await playToPodium(host, [phone]);
    await host.locator('.podium__step--1 .podium__name').filter({ hasText: 'Solo' }).waitFor();
    expect(await podiumOffCentre(host)).toBeLessThan(4);
    await live.shot(host, 'podium-one-player');

    await host.getByRole('button', { name: 'Close', exact: true }).click();
    await host.waitForURL(/\/my-quiz(\/[a-z]{2})?$/);
    await host.getByRole('heading', { name: 'Closing from my quizzes' }).waitFor();
    await live.shot(host, 'closed-to-my-quizzes');
  }, 120_000);

  it('Cancel returns to the quiz without opening another room; reports count only games played', async () => {
    const { session, quizId, host } = await hostReady('Cancel and report');
    const editor = at(`/my-quiz/edit/${quizId}`);
    await host.goto(editor);
    await host.getByRole('link', { name: 'Host live' }).click();
    await pinOn(host);
    await host.getByRole('button', { name: 'Cancel game' }).click();
    await host.getByRole('dialog').getByRole('button', { name: 'Cancel game' }).click();
    await host.waitForURL(editor);
    await host.getByRole('region', { name: 'Notifications' }).getByText('Game cancelled').waitFor();
    await live.shot(host, 'cancelled-to-editor');

    // A lobby the quizmaster opened on another computer and walked away from, never started.
    const elsewhere = await live.signedInContext(session);
    const other = await elsewhere.newPage();
    await other.goto(editor);
    await other.getByRole('link', { name: 'Host live' }).click();
    await pinOn(other);
    await elsewhere.close();

    // A game played to the end, closed back to the editor.
    await host.getByRole('link', { name: 'Host live' }).click();
    const phone = await live.joinedPhone(await pinOn(host), 'Played');
    await playToPodium(host, [phone]);
    await host.getByRole('button', { name: 'Close', exact: true }).click();
    await host.waitForURL(editor);

    // Three rooms, one played: the cancelled room says so, the abandoned lobby no longer waits.
    await expect
      .poll(async () => (await gamesListed(quizId, session.token)).map((g) => g.phase).sort(), {
        timeout: 20_000,
      })
      .toEqual(['abandoned', 'cancelled', 'finished']);
    await host.goto(editor);
    const played = host.locator('.editor-header__facts div').filter({ hasText: 'Games played' });
    expect(await played.locator('dd').textContent()).toBe('1');

    await host.goto(at(`/report/${quizId}`));
    const list = host.locator('.games-list__items');
    await list.getByText('Cancelled').waitFor();
    await list.getByText('Never started').waitFor();
    expect(await list.getByText('Waiting in the lobby').count()).toBe(0);
    await live.shot(host, 'report-list');
  }, 150_000);

  it('shows results per player, the last question’s end on phones, a centred podium and an unbroken address', async () => {
    const closing = 'Well played! Homework: name the other six planets.';
    const { quizId, host } = await hostReady('Results that add up', closing);
    await host.goto(at(`/my-quiz/edit/${quizId}`));
    await host.getByRole('link', { name: 'Host live' }).click();
    const pin = await pinOn(host);
    const anna = await live.joinedPhone(pin, 'Anna');
    const bert = await live.joinedPhone(pin, 'Bert');

    await host.getByRole('button', { name: 'Start the game' }).click();
    await host.waitForURL(at('/question'));
    await pickAndSend(anna, ['Mars', 'Venus']);
    await pickAndSend(bert, ['Mars']);
    await host.waitForURL(at('/master-result'));
    // The closing message waits for the end: not on any screen while results show.
    expect(await host.getByTestId('closing-message').count()).toBe(0);
    // Both picked Mars: all of the players who answered, not a share of the four picks.
    const chart = host.locator('.results-chart');
    await chart.getByText('Picked by 2 · 100%').waitFor({ state: 'attached' });
    await chart.getByText('Picked by 1 · 50%').waitFor({ state: 'attached' });
    await live.shot(host, 'result-multiple');

    // That was the last question: phones say the game is over, not that another question comes.
    const phoneResult = anna.getByTestId('player-result');
    await phoneResult.waitFor();
    await phoneResult.getByText('That was the last question.').waitFor();
    expect(await anna.getByText('Waiting for the next question').count()).toBe(0);
    await live.shot(anna, 'phone-last-result');

    await host.getByRole('button', { name: 'Show the podium' }).click();
    await host.locator('.podium__step--2 .podium__name').filter({ hasText: 'Bert' }).waitFor();
    expect(await podiumOffCentre(host)).toBeLessThan(4);
    await live.shot(host, 'podium-two-players');
    // The quiz's closing message on the big screen and on every phone, once the game is over.
    await host.getByTestId('closing-message').getByText(closing).waitFor();
    await live.shot(host, 'podium-closing-message');
    for (const phone of [anna, bert]) {
      await phone.getByTestId('player-summary').getByTestId('closing-message').getByText(closing).waitFor();
    }
    await live.shot(anna, 'phone-summary');

    // The replay opened on a phone: the join address and the PIN never break inside a number.
    await host.getByRole('link', { name: 'Replay this game' }).click();
    await host.locator('[data-testid="replay-screen"][data-phase="lobby"]').waitFor();
    await host.setViewportSize(PHONE);
    expect(await digitsSplitAcrossLines(host, '.host-lobby__url')).toEqual([]);
    expect(await digitsSplitAcrossLines(host, '.host-lobby__pin')).toEqual([]);
    const overflow = await host.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(PHONE.width);
    await live.shot(host, 'replay-lobby');
  }, 150_000);
});

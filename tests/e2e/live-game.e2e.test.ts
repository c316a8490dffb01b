import type { Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './accounts.ts';
import { answerTaken, joinAs, type LiveBrowsers, PHONE, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost as setUpQuiz } from './live-quiz-setup.ts';

/*
 * A whole live game in real browsers: one quizmaster on a projector-sized screen, three players on
 * phone-sized screens, each in a browser context of their own. Questions close when everyone has
 * answered, so nothing waits for a timer.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

const answer = (answer_id: string, title: string, is_correct: boolean) => ({
  answer_id,
  title,
  is_correct,
  score: is_correct ? 1000 : 0,
});

const QUESTIONS = [
  {
    question_id: 'capital',
    kind: 'multiple_choice',
    title: 'What is the capital of Norway?',
    time_limit: 60,
    answers_required: 'one',
    chart_type: 'bar',
    answers: [
      answer('oslo', 'Oslo', true),
      answer('bergen', 'Bergen', false),
      answer('trondheim', 'Trondheim', false),
      answer('tromso', 'Tromsø', false),
    ],
  },
  {
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
  },
  {
    question_id: 'pets',
    kind: 'poll',
    title: 'Cats or dogs?',
    time_limit: 60,
    answers_required: 'one',
    chart_type: 'pie',
    answers: [answer('cats', 'Cats', false), answer('dogs', 'Dogs', false)],
  },
];

/** This test's quiz, ready to host. */
const quizReadyToHost = (token: string) =>
  setUpQuiz(live.server.url, token, { title: 'Norway and the sky', questions: QUESTIONS, limitPlayer: 10 });

async function answerOne(page: Page, title: string) {
  await page.getByRole('button', { name: title, exact: true }).click();
  await answerTaken(page);
}

async function answerAll(page: Page, titles: string[]) {
  for (const title of titles) await page.getByRole('button', { name: title, exact: true }).click();
  await page.getByRole('button', { name: 'Send answer' }).click();
  await answerTaken(page);
}

const scoreOf = async (page: Page) => Number(await page.getByTestId('player-score').textContent());

beforeAll(async () => {
  live = await startLiveBrowsers();
});

afterAll(async () => {
  await live?.close();
});

describe('live game', () => {
  it('plays three questions from lobby to podium; a player who reloads keeps their score', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Quiz Master'));
    const quizId = await quizReadyToHost(session.token);

    const hostContext = await live.signedInContext(session);
    const host = await hostContext.newPage();
    await host.goto(at(`/start-quiz/${quizId}`));
    const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
    expect(pin).toMatch(/^[1-9]\d{5}$/);
    await host.getByText('No players have joined yet.').waitFor();
    expect(await host.getByRole('button', { name: 'Start the game' }).isDisabled()).toBe(true);

    const names = ['Anna', 'Bert', 'Cleo'] as const;
    const [anna, bert, cleo] = await Promise.all(
      names.map(async () => (await live.newContext(PHONE, true)).newPage()),
    );
    const phones = [anna!, bert!, cleo!];
    for (const [i, phone] of phones.entries()) await joinAs(phone, at, pin, names[i]!);
    await host.getByTestId('player-count').filter({ hasText: '3 / 10 players' }).waitFor();
    for (const name of names) await host.getByRole('listitem').filter({ hasText: name }).waitFor();
    await live.shot(host, 'host-lobby');
    await live.shot(anna!, 'player-lobby');

    // A second shared screen shows what the quizmaster's screen shows, without its controls.
    const secondScreen = await host.getByRole('link', { name: 'Open a second screen' }).getAttribute('href');
    const screen = await hostContext.newPage();
    await screen.goto(at(secondScreen!));
    await screen.getByTestId('player-count').filter({ hasText: '3 / 10 players' }).waitFor();
    expect(((await screen.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '')).toBe(pin);
    expect(await screen.getByRole('button', { name: 'Start the game' }).count()).toBe(0);

    // Question 1: one answer; the question closes when the last player has answered.
    await host.getByRole('button', { name: 'Start the game' }).click();
    await host.getByText('Get ready!').waitFor();
    await host.waitForURL(at('/question'));
    await host.getByRole('heading', { name: 'What is the capital of Norway?' }).waitFor();
    await anna!.getByRole('button', { name: 'Oslo', exact: true }).waitFor();
    await live.shot(anna!, 'player-answer');
    await live.shot(host, 'host-question');
    await answerOne(anna!, 'Oslo');
    await host.getByTestId('answered-counter').filter({ hasText: '1 / 3' }).waitFor();
    await answerOne(bert!, 'Oslo');
    await answerOne(cleo!, 'Bergen');
    await host.waitForURL(at('/master-result'));
    await host.getByText('3 of 3 answered').waitFor();
    await anna!.locator('[data-testid="player-result"][data-verdict="correct"]').waitFor();
    await cleo!.locator('[data-testid="player-result"][data-verdict="wrong"]').waitFor();
    await cleo!.getByText('The right answer: Oslo').waitFor();
    await bert!.locator('[data-testid="player-result"][data-verdict="correct"]').waitFor();
    await screen.waitForURL(/\/live\/result\?game=/);
    await screen.getByText('3 of 3 answered').waitFor();
    await live.shot(host, 'host-result');
    await live.shot(anna!, 'player-result-correct');
    await live.shot(cleo!, 'player-result-wrong');

    // Bert reloads his phone: same player, same score.
    const bertScore = await scoreOf(bert!);
    expect(bertScore).toBeGreaterThan(0);
    await bert!.reload();
    await bert!.locator('[data-testid="player-result"][data-verdict="correct"]').waitFor();
    expect(await scoreOf(bert!)).toBe(bertScore);

    // Question 2: every right answer must be picked, then sent.
    await host.getByRole('button', { name: 'Next question' }).click();
    await host.waitForURL(at('/question'));
    await host.getByRole('heading', { name: 'Which of these are planets?' }).waitFor();
    // The quizmaster reloads: back on the same question, the game goes on.
    await host.reload();
    await host.getByRole('heading', { name: 'Which of these are planets?' }).waitFor();
    expect(host.url()).toBe(at('/question'));
    await answerAll(anna!, ['Mars', 'Venus']);
    await answerAll(bert!, ['Mars']);
    await answerAll(cleo!, ['Mars', 'Venus']);
    await host.waitForURL(at('/master-result'));
    await bert!.locator('[data-testid="player-result"][data-verdict="wrong"]').waitFor();
    expect(await scoreOf(bert!)).toBe(bertScore);

    // Question 3, a poll drawn as a pie; then the podium.
    await host.getByRole('button', { name: 'Next question' }).click();
    await host.waitForURL(at('/question'));
    await answerOne(anna!, 'Cats');
    await answerOne(bert!, 'Dogs');
    await answerOne(cleo!, 'Dogs');
    await host.waitForURL(at('/master-result'));
    await host.locator('.results-chart--pie').waitFor();
    await live.shot(host, 'host-result-pie');
    await anna!.locator('[data-testid="player-result"][data-verdict="poll"]').waitFor();
    await host.getByRole('button', { name: 'Show the podium' }).click();
    await host.waitForURL(at('/master-summary'));
    await host.getByRole('heading', { name: 'The winners' }).waitFor();
    await live.shot(host, 'host-podium');
    await screen.waitForURL(/\/live\/summary\?game=/);
    await screen.locator('.podium__step--1 .podium__name').filter({ hasText: 'Anna' }).waitFor();

    // Anna answered both scored questions right: she wins; everyone sees their place.
    expect(await host.locator('.podium__step--1 .podium__name').textContent()).toBe('Anna');
    for (const phone of phones) await phone.getByTestId('player-summary').waitFor();
    expect(await anna!.getByTestId('player-summary').getByTestId('player-rank').textContent()).toBe('1 of 3');
    expect(await scoreOf(bert!)).toBe(bertScore);
    await live.shot(cleo!, 'player-summary');

    await anna!.getByRole('link', { name: 'Done' }).click();
    await anna!.getByTestId('player-thanks').getByText('Thanks for playing, Anna!').waitFor();

    // The replay steps through the same screens, drawn by the same components.
    await host.getByRole('link', { name: 'Replay this game' }).click();
    await host.waitForURL(/\/replay\/[0-9a-f-]{36}$/);
    await host.locator('[data-testid="replay-screen"][data-phase="lobby"]').waitFor();
    await host.getByRole('button', { name: 'Next screen' }).click();
    await host.getByRole('button', { name: 'Next screen' }).click();
    await host.locator('[data-testid="replay-screen"][data-phase="question"]').waitFor();
    await host.getByRole('heading', { name: 'What is the capital of Norway?' }).waitFor();
    await live.shot(host, 'host-replay');
  }, 180_000);

  it('explains bad joins in the player’s language and keeps a kicked player out', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Quiz Master'));
    const quizId = await quizReadyToHost(session.token);
    const host = await (await live.signedInContext(session)).newPage();
    await host.goto(at(`/start-quiz/${quizId}`));
    const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');

    const phone = await (await live.newContext(PHONE, true)).newPage();
    // A six-digit path leads to the join page with the PIN filled in.
    await phone.goto(at(`/${pin}`));
    await phone.waitForURL(at(`/join?pin=${pin}`));
    await phone.getByLabel('Your name').fill('Al');
    await phone.getByRole('button', { name: 'Join', exact: true }).click();
    await phone.getByText('Your name needs at least 3 characters.').waitFor();

    const other = await (await live.newContext(PHONE, true)).newPage();
    await joinAs(other, at, pin, 'Eve');
    await phone.getByLabel('Your name').fill('EVE');
    await phone.getByRole('button', { name: 'Join', exact: true }).click();
    await phone.getByText('Someone in this game already uses that name.').waitFor();
    await live.shot(phone, 'player-join-error');
    // Posing as the quizmaster is refused; a suggested name is taken.
    await phone.getByLabel('Your name').fill('Quizmaster');
    await phone.getByRole('button', { name: 'Join', exact: true }).click();
    await phone.getByText('That name is not available here. Pick another one.').waitFor();
    await live.shot(phone, 'player-join-name-unavailable');
    await phone.getByRole('button', { name: 'Suggest a name' }).click();
    const suggested = await phone.getByLabel('Your name').inputValue();
    expect(suggested).toMatch(/^\S+ \S+$/);
    await phone.getByRole('button', { name: 'Join', exact: true }).click();
    await phone.getByTestId('player-lobby').getByText(suggested).waitFor();

    await host.getByRole('button', { name: 'Remove Eve' }).click();
    await host.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await other
      .getByTestId('player-kicked')
      .getByText('The quizmaster removed you from this game.')
      .waitFor();
    await host.getByTestId('player-count').filter({ hasText: '1 / 10 players' }).waitFor();
    // A reload does not bring a kicked player back.
    await other.goto(at('/join-start'));
    await other.waitForURL(at('/'));
  }, 120_000);

  it('tells a player who lost the connection, lets them retry, and carries on as the same player', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Quiz Master'));
    const quizId = await quizReadyToHost(session.token);
    const host = await (await live.signedInContext(session)).newPage();
    await host.goto(at(`/start-quiz/${quizId}`));
    const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
    const phone = await (await live.newContext(PHONE, true)).newPage();
    // The phone's socket goes through the test, which can cut it and refuse new ones: a network outage.
    let offline = false;
    const connections: WebSocketRoute[] = [];
    await phone.routeWebSocket(/\/ws$/, (ws) => {
      if (offline) return ws.close({ code: 1011, reason: 'offline' });
      ws.connectToServer();
      connections.push(ws);
    });
    await joinAs(phone, at, pin, 'Dana');

    offline = true;
    for (const ws of connections.splice(0)) await ws.close({ code: 1011, reason: 'offline' });
    const dialog = phone.getByRole('dialog', { name: 'Connection lost' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: /Try again \(\d\)/ }).isDisabled()).toBe(true);
    await live.shot(phone, 'player-reconnect');
    // After five seconds Retry is enabled, with the failure in red.
    await dialog.getByText('We could not reconnect yet.', { exact: false }).waitFor({ timeout: 10_000 });
    offline = false;
    await dialog.getByRole('button', { name: 'Try again', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await host.getByRole('button', { name: 'Start the game' }).click();
    await phone.getByRole('button', { name: 'Oslo', exact: true }).waitFor();
    await answerOne(phone, 'Oslo');
    await phone.locator('[data-testid="player-result"][data-verdict="correct"]').waitFor();
  }, 120_000);
});

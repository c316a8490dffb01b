import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './accounts.ts';
import { type LiveBrowsers, PHONE, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/*
 * Code or PIN? (issue 10, item 8): the front page's join box takes a game PIN or a quiz code and says
 * what it found, instead of landing on an empty PIN field without a word.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

const QUESTION = {
  question_id: 'capital',
  kind: 'multiple_choice',
  title: 'What is the capital of Norway?',
  time_limit: 20,
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    { answer_id: 'oslo', title: 'Oslo', is_correct: true, score: 1000 },
    { answer_id: 'bergen', title: 'Bergen', is_correct: false, score: 0 },
  ],
};

beforeAll(async () => {
  live = await startLiveBrowsers('home-join-');
});

afterAll(async () => {
  await live?.close();
});

async function quizWithCode(title: string) {
  const session = await registerViaApi(live.server.url, newAccount('Code Owner'));
  const quizId = await quizReadyToHost(live.server.url, session.token, { title, questions: [QUESTION] });
  const quiz = await fetch(at(`/api/quizzes/id/${quizId}`)).then((r) => r.json());
  return { session, quizId, code: quiz.data.code as string };
}

async function waitingPinOf(code: string) {
  const reply = await fetch(at('/api/quizzes/join-quiz-validation'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  return ((await reply.json()) as { data: { waiting_pin: string | null } }).data.waiting_pin;
}

async function typeIntoJoinBox(text: string) {
  const page = await (await live.newContext(PHONE, true)).newPage();
  await page.goto(at('/'));
  await page.getByLabel('Game PIN or quiz code').fill(text);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  return page;
}

describe('the front page join box', () => {
  it('says so under the box when nothing has that code, and stays on the front page', async () => {
    const page = await typeIntoJoinBox('zzzzzzzz');
    await page
      .getByRole('alert')
      .getByText('No live game or quiz has the code “zzzzzzzz”. Check it and try again.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await live.shot(page, 'not-found');
  });

  it('takes a quiz code to that quiz’s page, or offers the game waiting in its lobby', async () => {
    const { session, quizId, code } = await quizWithCode('Fjords');
    const idle = await typeIntoJoinBox(code.toUpperCase());
    await idle.waitForURL(at(`/${code}`));
    expect(await idle.getByTestId('quiz-code-title').textContent()).toBe('Fjords');
    await idle
      .getByTestId('quiz-code-no-game')
      .getByText('No game of this quiz is waiting for players right now.', { exact: false })
      .waitFor();
    await live.shot(idle, 'quiz-no-game');

    const host = await (await live.signedInContext(session)).newPage();
    await host.goto(at(`/start-quiz/${quizId}`));
    const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');

    // The room reaches the read side a moment after it opens.
    await expect.poll(() => waitingPinOf(code), { timeout: 20_000 }).toBe(pin);
    const page = await typeIntoJoinBox(code);
    const found = page.getByTestId('join-found');
    await found.getByText('“Fjords” has a game waiting for players.').waitFor();
    await live.shot(page, 'quiz-waiting');
    await found.getByRole('link', { name: 'Join the game' }).click();
    await page.waitForURL(at(`/join?pin=${pin}`));
    expect(await page.getByLabel('Game PIN', { exact: true }).inputValue()).toBe(pin);
  });

  it('takes a live game’s PIN, typed with a space, to the join page with the PIN filled in', async () => {
    const { session, quizId } = await quizWithCode('Glaciers');
    const host = await (await live.signedInContext(session)).newPage();
    await host.goto(at(`/start-quiz/${quizId}`));
    const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
    const page = await typeIntoJoinBox(`${pin.slice(0, 3)} ${pin.slice(3)}`);
    await page.waitForURL(at(`/join?pin=${pin}`));
    expect(await page.getByLabel('Game PIN', { exact: true }).inputValue()).toBe(pin);
  });
});

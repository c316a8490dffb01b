import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { newAccount, registerViaApi } from './accounts.ts';
import { type LiveBrowsers, PHONE, PROJECTOR, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';
import { NORWAY_QUESTIONS as QUESTIONS } from './norway-questions.ts';

/*
 * Play alone (issue 13), as a guest meets it: a shared quiz link on a phone with the cookie notice
 * still up, a name, the questions one by one with the server's timer, a reload in the middle that
 * carries on, the summary, and a retry of only the wrong answers.
 */

let live: LiveBrowsers;
/** The quiz of the first test, which Nora has played by the time the versus test runs. */
let playedCode = '';
const at = (p: string) => live.at(p);

beforeAll(async () => {
  live = await startLiveBrowsers('play-alone-');
});

afterAll(async () => {
  await live?.close();
});

describe('playing a quiz alone', () => {
  it('takes a guest from the quiz link to the summary, through a reload, and retries only the wrong answers', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Quiz Maker'));
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Norway',
      questions: QUESTIONS,
    });
    const code = (await fetch(at(`/api/quizzes/id/${quizId}`)).then((r) => r.json())).data.code as string;

    playedCode = code;
    const page = await (await live.newVisitorContext(PHONE, true)).newPage();
    await page.goto(at(`/${code}`));
    await page.getByTestId('quiz-code-title').getByText('Norway').waitFor();
    await live.shot(page, 'quiz-page');
    await page.getByTestId('quiz-code-play-alone').click();
    await page.waitForURL(at(`/play/${code}/start`));
    await page.getByTestId('play-start-title').getByText('Norway').waitFor();
    await page.getByLabel('Your name').fill('Nora');
    await live.shot(page, 'start');
    await page.getByRole('button', { name: 'Start' }).click();

    // 1: right. The verdict, the points and why.
    await page.waitForURL(at(`/play/${code}`));
    const first = page.getByTestId('play-question');
    await first.getByText('What is the capital of Norway?').waitFor();
    await live.shot(page, 'question');
    await first.getByRole('button', { name: /Oslo/ }).click();
    const right = page.getByTestId('play-outcome');
    await right.getByText('Correct!').waitFor();
    expect(await right.getAttribute('data-verdict')).toBe('correct');
    await right.getByText('Oslo has been the capital since 1814.', { exact: false }).waitFor();
    await right.getByText('+1 coin').waitFor();
    await live.shot(page, 'right');
    const firstPoints = Number(await page.getByTestId('play-total-score').textContent());
    expect(firstPoints).toBeGreaterThan(500);
    await page.getByTestId('play-next').click();

    // 2: a reload in the middle of a question carries on with the same question and score.
    await page.getByTestId('play-question').getByText('The longest river in Norway?').waitFor();
    await page.reload();
    const second = page.getByTestId('play-question');
    await second.getByText('The longest river in Norway?').waitFor();
    expect(await page.getByTestId('play-score').textContent()).toContain(String(firstPoints));
    await second.getByRole('button', { name: /Tana/ }).click();
    const wrong = page.getByTestId('play-outcome');
    await wrong.getByText('Not this time').waitFor();
    await wrong.getByText('The right answer: Glomma').waitFor();
    await live.shot(page, 'wrong');
    await page.getByTestId('play-next').click();

    // 3: the time runs out on the server's clock; the right answer is told.
    await page.getByTestId('play-question').getByText('The longest fjord?').waitFor();
    const missed = page.getByTestId('play-outcome');
    await missed.getByText('No answer').waitFor({ timeout: 15_000 });
    await missed.getByText('The right answer: Sognefjorden').waitFor();
    await page.getByRole('button', { name: 'See my results' }).click();

    // The summary: score, 1 of 3, one coin, each answer; a retry of the two wrong ones.
    await page.waitForURL(at(`/play/${code}/summary`));
    const summary = page.getByTestId('play-summary');
    await summary.getByText('Well played, Nora!').waitFor();
    expect(await page.getByTestId('play-final-score').textContent()).toBe(String(firstPoints));
    expect(await page.getByTestId('play-right-count').textContent()).toBe('1 of 3');
    expect(await page.getByTestId('play-coins').textContent()).toBe('1');
    const items = page.getByTestId('play-review-item');
    expect(await items.evaluateAll((all) => all.map((item) => item.getAttribute('data-verdict')))).toEqual([
      'correct',
      'wrong',
      'no_answer',
    ]);
    await items.nth(1).getByText('Your answer: Tana').waitFor();
    await live.shot(page, 'summary');

    await page.getByTestId('play-retry').getByText('Retry the 2 wrong answers').click();
    await page.waitForURL(at(`/play/${code}`));
    const retry = page.getByTestId('play-question');
    await retry.getByText('Question 1 of 2').waitFor();
    await retry.getByText('The longest river in Norway?').waitFor();
    await retry.getByRole('button', { name: /Glomma/ }).click();
    await page.getByTestId('play-outcome').getByText('Correct!').waitFor();
    // A retry earns points but no coins: the questions are known by now.
    expect(await page.getByTestId('play-coins-earned').count()).toBe(0);
    await page.getByTestId('play-next').click();
    await page
      .getByTestId('play-question')
      .getByRole('button', { name: /Sognefjorden/ })
      .click();
    await page.getByTestId('play-next').click();
    await page.waitForURL(at(`/play/${code}/summary`));
    await page.getByText('Retry of the wrong answers').waitFor();
    expect(await page.getByTestId('play-right-count').textContent()).toBe('2 of 2');
    expect(await page.getByTestId('play-retry').count()).toBe(0);

    // The quiz maker finds both runs in the quiz's reports, each answer with its points.
    const maker = await (await live.signedInContext(session)).newPage();
    await maker.goto(at(`/report/${quizId}`));
    const plays = maker.getByTestId('reports-list');
    await plays.getByText('Retry of wrong answers').waitFor({ timeout: 20_000 });
    await plays.getByRole('link').filter({ hasText: 'Play alone' }).filter({ hasNotText: 'Retry' }).click();
    await maker.getByTestId('report-name').getByText('Played alone', { exact: false }).waitFor();
    await maker.getByRole('cell', { name: 'Tana' }).waitFor();
    await live.shot(maker, 'report');

    // The summary at a projector's size too.
    const wide = await (await live.newContext(PROJECTOR, false)).newPage();
    await wide.goto(at(`/${code}`));
    await wide.getByTestId('quiz-code-play-alone').waitFor();
    await live.shot(wide, 'quiz-page-wide');
  });

  it("plays against the best earlier run's pace and tells where the run ranks", async () => {
    const page = await (await live.newContext(PHONE, true)).newPage();
    await page.goto(at(`/play/${playedCode}/start`));
    await page.getByLabel('Your name').fill('Olav');
    await page.getByRole('button', { name: 'Start' }).click();
    for (const answer of [/Bergen/, /Glomma/, /Sognefjorden/]) {
      await page.getByTestId('play-question').getByRole('button', { name: answer }).click();
      await page.getByTestId('play-outcome').waitFor();
      if (answer.source === 'Bergen')
        await page
          .getByTestId('play-ghost')
          .getByText(/points behind Nora’s best run/)
          .waitFor();
      await page.getByTestId('play-next').click();
    }
    await page.waitForURL(at(`/play/${playedCode}/summary`));
    // Nora's first run (one right) and Olav's (two right, quickly): Olav leads; Nora's retry does not count.
    await page
      .getByTestId('play-standing')
      .getByText('You are number 1 of 2 who played this quiz alone')
      .waitFor();
    const leaders = await page.locator('.play-standing__leaders li span').allTextContents();
    expect(leaders).toEqual(['Olav', 'Nora']);
    await live.shot(page, 'versus');
  });

  it('starts a signed-in player under their own name and counts their coins on the account', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Coin Keeper'));
    const page = await (await live.signedInContext(session)).newPage();
    await page.goto(at(`/play/${playedCode}/start`));
    await expect.poll(() => page.getByLabel('Your name').inputValue()).toBe('Coin Keeper');
    await page.getByRole('button', { name: 'Start' }).click();
    for (const answer of [/Oslo/, /Glomma/, /Hardangerfjorden/]) {
      await page.getByTestId('play-question').getByRole('button', { name: answer }).click();
      await page.getByTestId('play-outcome').waitFor();
      await page.getByTestId('play-next').click();
    }
    await page.waitForURL(at(`/play/${playedCode}/summary`));
    expect(await page.getByTestId('play-coins').textContent()).toBe('2');
    expect(await page.getByTestId('play-coin-total').textContent()).toBe('2');
    expect(await page.getByTestId('play-no-coins').count()).toBe(0);

    // The same quiz again the same day is practice: no coins, and the summary says why.
    await page.goto(at(`/play/${playedCode}/start`));
    await page.getByRole('button', { name: 'Start' }).click();
    for (const answer of [/Oslo/, /Glomma/, /Hardangerfjorden/]) {
      await page.getByTestId('play-question').getByRole('button', { name: answer }).click();
      await page.getByTestId('play-outcome').waitFor();
      expect(await page.getByTestId('play-coins-earned').count()).toBe(0);
      await page.getByTestId('play-next').click();
    }
    await page.waitForURL(at(`/play/${playedCode}/summary`));
    expect(await page.getByTestId('play-coins').textContent()).toBe('0');
    expect(await page.getByTestId('play-coin-total').textContent()).toBe('2');
    await page.getByTestId('play-no-coins').getByText(en.play.coins_first_play_only).waitFor();
    await live.shot(page, 'summary-no-coins');
  });

  it('sends a browser without a play of its own to the start page', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Quiz Maker'));
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Fjords',
      questions: QUESTIONS,
    });
    const code = (await fetch(at(`/api/quizzes/id/${quizId}`)).then((r) => r.json())).data.code as string;
    const page = await (await live.newContext(PHONE, true)).newPage();
    await page.goto(at(`/play/${code}/summary`));
    await page.waitForURL(at(`/play/${code}/start`));
    await page.getByTestId('play-start-title').getByText('Fjords').waitFor();
  });
});

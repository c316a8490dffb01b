import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_QUIZ_LOOK } from '../../domain/quiz/look.ts';
import { newAccount, registerViaApi } from './accounts.ts';
import { type LiveBrowsers, PHONE, PROJECTOR, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/*
 * Play together (issue 13 point 4), as two friends meet it: one opens a group from the quiz link on a
 * laptop, the other joins from the shared link on a phone, one of them starts, both play at their own
 * pace while each sees how far the other is, and both end on the group's final ranking. The lobby, the
 * questions and the summary wear the quiz's look, and the summary ends with the quiz's closing message.
 */

const TEAL = '#00695c';
const CLOSING = 'Takk for turen! Next week: Sweden.';

/** The quiz's look on a page: theme_2 on teal, as the creator chose it. */
async function expectLook(page: Page) {
  const scope = page.locator('.quiz-look-scope').first();
  await scope.waitFor();
  expect(await scope.getAttribute('data-quiz-theme')).toBe('theme_2');
  await vi.waitFor(
    async () =>
      expect(await scope.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgb(0, 105, 92)',
      ),
    { timeout: 5000 },
  );
}

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

const choice = (id: string, title: string, right: string, wrong: string) => ({
  question_id: id,
  kind: 'multiple_choice',
  title,
  time_limit: 60,
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    { answer_id: `${id}-right`, title: right, is_correct: true, score: 1000 },
    { answer_id: `${id}-wrong`, title: wrong, is_correct: false, score: 0 },
  ],
});
const QUESTIONS = [
  choice('capital', 'What is the capital of Norway?', 'Oslo', 'Bergen'),
  choice('river', 'The longest river in Norway?', 'Glomma', 'Tana'),
  choice('fjord', 'The longest fjord?', 'Sognefjorden', 'Hardangerfjorden'),
];
const RIGHT = /Oslo|Glomma|Sognefjorden/;
const WRONG = /Bergen|Tana|Hardangerfjorden/;

beforeAll(async () => {
  live = await startLiveBrowsers('play-together-');
});

afterAll(async () => {
  await live?.close();
});

/** A friend's row on the group board of `page`. */
const row = (page: Page, name: string) =>
  page.locator(`[data-testid="together-member"][data-name="${name}"]`);

async function answer(page: Page, which: RegExp) {
  await page.getByTestId('play-question').getByRole('button', { name: which }).click();
  await page.getByTestId('play-outcome').waitFor();
}

describe('playing a quiz together', () => {
  it('two friends join one link, one starts, each plays at their own pace and sees the other, then the ranking', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Quiz Maker'));
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Norway',
      questions: QUESTIONS,
      customMessage: CLOSING,
    });
    const looked = await fetch(at(`/api/quizzes/id/${quizId}/look`), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ ...DEFAULT_QUIZ_LOOK, theme_name: 'theme_2', background_color: TEAL }),
    });
    expect(looked.status).toBe(200);
    const code = (await fetch(at(`/api/quizzes/id/${quizId}`)).then((r) => r.json())).data.code as string;

    // Anna opens a group from the quiz's page on her laptop.
    const annaContext = await live.newContext(PROJECTOR, false);
    await annaContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: live.server.url });
    const anna = await annaContext.newPage();
    await anna.goto(at(`/${code}`));
    await anna.getByTestId('quiz-code-play-together').click();
    await anna.getByLabel('Your name').fill('Anna');
    await live.shot(anna, 'quiz-page');
    await anna.getByTestId('together-name-submit').click();
    await anna.waitForURL(/\/play\/[0-9a-f-]{36}\/together$/);
    await anna.getByTestId('together-title').getByText('Norway').waitFor();
    await expectLook(anna);
    const link = (await anna.getByTestId('together-link').textContent())!;
    expect(link).toBe(anna.url());
    await anna.locator('.together-share .qr-code__image').waitFor();
    await anna.getByTestId('together-copy').click();
    await anna.getByTestId('together-copy').getByText('Link copied').waitFor();
    expect(await anna.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Bob opens the shared link on his phone; Anna's name is hers, so he picks his own.
    const bo = await (await live.newVisitorContext(PHONE, true)).newPage();
    await bo.goto(link);
    await bo.getByTestId('together-lobby-member').getByText('Anna').waitFor();
    await expectLook(bo);
    await live.shot(bo, 'lobby-newcomer');
    await bo.getByLabel('Your name').fill('ANNA');
    await bo.getByTestId('together-name-submit').click();
    await bo.getByText('Someone in the group already has that name').waitFor();
    await bo.getByLabel('Your name').fill('Bob');
    await bo.getByTestId('together-name-submit').click();
    await bo.getByTestId('together-start').waitFor();
    // Anna sees him arrive, live.
    await anna.getByTestId('together-lobby-member').getByText('Bob').waitFor();
    expect(await anna.getByTestId('together-count').textContent()).toBe('Players: 2 of 20');
    await live.shot(anna, 'lobby');
    // A reload keeps Bob's place in the group.
    await bo.reload();
    await bo.getByTestId('together-start').waitFor();
    expect(await bo.getByTestId('together-name').count()).toBe(0);

    // Bob starts; both land on their own play of the same questions.
    await bo.getByTestId('together-start').click();
    for (const page of [anna, bo]) {
      await page.waitForURL(at(`/play/${code}`));
      await page.getByTestId('play-question').getByText('What is the capital of Norway?').waitFor();
      await expectLook(page);
    }

    // Anna races ahead; Bob sees where she is and her score while on his first question.
    await answer(anna, RIGHT);
    await anna.getByTestId('play-next').click();
    await anna.getByTestId('play-question').getByText('The longest river in Norway?').waitFor();
    await row(bo, 'Anna').getByText('Question 2 of 3').waitFor();
    expect(
      Number((await row(bo, 'Anna').getByTestId('together-member-score').textContent())!.replace(/\D/g, '')),
    ).toBeGreaterThan(0);
    await live.shot(bo, 'in-game');
    await answer(bo, WRONG);
    await row(anna, 'Bob').getByText('0 points').waitFor();

    // Anna finishes first: her summary says Bob is still playing.
    await answer(anna, RIGHT);
    await anna.getByTestId('play-next').click();
    await answer(anna, WRONG);
    await anna.getByTestId('play-next').click();
    await anna.waitForURL(at(`/play/${code}/summary`));
    await anna.getByTestId('together-still-playing').getByText('Still playing: Bob').waitFor();
    await live.shot(anna, 'waiting');
    await row(bo, 'Anna').getByText('Finished').waitFor();

    // Bob reloads in the middle and carries on where he was, then finishes.
    await bo.getByTestId('play-next').click();
    await bo.getByTestId('play-question').getByText('The longest river in Norway?').waitFor();
    await bo.reload();
    await answer(bo, RIGHT);
    await bo.getByTestId('play-next').click();
    await answer(bo, WRONG);
    await bo.getByTestId('play-next').click();
    await bo.waitForURL(at(`/play/${code}/summary`));

    // Both see the final ranking: Anna (two right) above Bob (one right).
    for (const page of [anna, bo]) {
      const board = page.locator('[data-testid="together-board"][data-final="true"]');
      await board.getByText('Final ranking').waitFor();
      expect(
        await board
          .getByTestId('together-member')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name'))),
      ).toEqual(['Anna', 'Bob']);
    }
    // Each summary, in the quiz's look, ends with the quiz's closing message.
    for (const page of [anna, bo]) {
      await expectLook(page);
      await page.getByTestId('play-summary').getByTestId('closing-message').getByText(CLOSING).waitFor();
    }
    // The friends are the ones to beat: no standing among everyone who played alone.
    expect(await bo.getByTestId('play-standing').count()).toBe(0);
    await live.shot(bo, 'ranking');

    // The lobby link, opened again, refuses a newcomer now that the game is on.
    const late = await (await live.newContext(PHONE, true)).newPage();
    await late.goto(link);
    await late.getByTestId('together-refused').getByText('This group has already started').waitFor();
    await live.shot(late, 'late');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './accounts.ts';
import { type LiveBrowsers, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/*
 * Limits that surprise (issue 10, item 2): the spec's defaults stay (5 players, 10 questions a game),
 * but the lobby and the editor say where they bite, the quiz's owner raises the player limit on the
 * spot, and a limit the room cannot take is refused in words instead of quietly changed.
 */

let live: LiveBrowsers;
/** expect.poll gives up after 1 s by default; a busy two-core machine needs longer (see patient-waits.ts). */
const PATIENT = { timeout: 20_000 };
const at = (p: string) => live.at(p);

/** Twelve questions: two more than a game plays by default. */
const TWELVE = Array.from({ length: 12 }, (_, i) => ({
  question_id: `q${i + 1}`,
  kind: 'multiple_choice',
  title: `Question number ${i + 1}?`,
  time_limit: 20,
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    { answer_id: 'yes', title: 'Yes', is_correct: true, score: 1000 },
    { answer_id: 'no', title: 'No', is_correct: false, score: 0 },
  ],
}));

beforeAll(async () => {
  live = await startLiveBrowsers('limits-');
});

afterAll(async () => {
  await live?.close();
});

async function quizOfTwelve() {
  const session = await registerViaApi(live.server.url, newAccount('Limit Owner'));
  const quizId = await quizReadyToHost(live.server.url, session.token, {
    title: 'Twelve',
    questions: TWELVE,
  });
  return { session, quizId };
}

describe('limits that surprise', () => {
  it('says in the lobby why the room takes 5 and plays 10 of 12, lets the owner raise it, and refuses too many in words', async () => {
    const { session, quizId } = await quizOfTwelve();
    const host = await (await live.signedInContext(session)).newPage();
    await host.goto(at(`/start-quiz/${quizId}`));

    await expect
      .poll(() => host.getByTestId('limit-reason').textContent(), PATIENT)
      .toContain("5 players: this quiz's limit");
    expect(await host.getByTestId('plays-questions').textContent()).toBe('Plays 10 of 12 questions');
    await live.shot(host, 'lobby-default-limits');

    // Above the quiz's limit: the owner is told the quiz's limit rises too, and it does.
    const limit = host.getByLabel('Player limit');
    await limit.fill('12');
    await host.getByText("This also raises the quiz's limit from 5 to 12, for later games too.").waitFor();
    await live.shot(host, 'lobby-raise-hint');
    await host.getByRole('button', { name: 'Raise', exact: true }).click();
    await expect
      .poll(() => host.getByTestId('limit-reason').textContent(), PATIENT)
      .toContain("12 players: this quiz's limit");
    expect(await host.getByTestId('player-count').textContent()).toBe('0 / 12 players');
    // The quiz itself now allows 12, for later games too.
    await expect
      .poll(
        async () => (await fetch(at(`/api/quizzes/id/${quizId}`)).then((r) => r.json())).data.limit_player,
        PATIENT,
      )
      .toBe(12);

    // More than any game may take here: refused with a message, and what was typed stays.
    await limit.fill('20000');
    await host.getByRole('button', { name: 'Set', exact: true }).click();
    await host.getByRole('alert').getByText('At most 10,000 players can join one game here.').waitFor();
    expect(await limit.inputValue()).toBe('20000');
    expect(await host.getByTestId('player-count').textContent()).toBe('0 / 12 players');
    await live.shot(host, 'lobby-limit-refused');

    // Lower than the quiz allows: set for this game only; once it is reached, the lobby says it is full.
    await limit.fill('1');
    await host.getByRole('button', { name: 'Set', exact: true }).click();
    await expect
      .poll(() => host.getByTestId('limit-reason').textContent(), PATIENT)
      .toBe('1 player: set for this game (the quiz allows 12)');
    const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
    await live.joinedPhone(pin, 'Anna');
    await host
      .getByTestId('room-full')
      .getByText('Full: phones that try to join now are turned away.')
      .waitFor();
    await live.shot(host, 'lobby-full');
  });

  it('says in the editor that a game plays 10 of the 12 questions, and plays all of them in one tap', async () => {
    const { session, quizId } = await quizOfTwelve();
    const page = await (await live.signedInContext(session)).newPage();
    await page.goto(at(`/my-quiz/edit/${quizId}`));
    // Over the question list, where it cannot be missed, with the way to the setting.
    const notice = page.getByTestId('plays-notice');
    await notice.getByText('Only 10 of your 12 questions will be played.').waitFor();
    await live.shot(page, 'editor-plays-notice');
    await notice.getByRole('button', { name: 'Change it in Game settings' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('quiz-setting-show-number-question');
    expect(await page.getByLabel('Questions per game').inputValue()).toBe('10');
    const note = page.getByTestId('plays-questions');
    await note.getByText('A game plays 10 of the 12 questions.').waitFor();
    await note.scrollIntoViewIfNeeded();
    await live.shot(page, 'editor-plays-10-of-12');
    await note.getByRole('button', { name: 'Play all 12' }).click();
    await note.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Questions per game').inputValue()).toBe('12');
    expect(await page.getByTestId('plays-notice').count()).toBe(0);
  });
});

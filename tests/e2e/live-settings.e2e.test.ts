import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './accounts.ts';
import { answerTaken, type LiveBrowsers, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/*
 * The quizmaster's game settings (spec §3) in real browsers: reading time before the answers unlock,
 * a game without a clock, the result screen without its top players box, the next question moving on
 * by itself, sound on the quizmaster's screen and the player's own mute button.
 */

let live: LiveBrowsers;

const QUESTIONS = ['capital', 'river'].map((id, i) => ({
  question_id: id,
  kind: 'multiple_choice',
  title: i === 0 ? 'What is the capital of Norway?' : 'Which is the longest river in Norway?',
  time_limit: 60,
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    { answer_id: `${id}-right`, title: i === 0 ? 'Oslo' : 'Glomma', is_correct: true, score: 1000 },
    { answer_id: `${id}-wrong`, title: i === 0 ? 'Bergen' : 'Otra', is_correct: false, score: 0 },
  ],
}));

beforeAll(async () => {
  live = await startLiveBrowsers('settings-');
});

afterAll(async () => {
  await live?.close();
});

describe('the quizmaster’s game settings', () => {
  it('times, lays out and sounds the game as the quizmaster set it, and remembers it', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Quiz Master'));
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Rivers and towns',
      questions: QUESTIONS,
    });
    const host = await (await live.signedInContext(session)).newPage();
    await host.goto(live.at(`/start-quiz/${quizId}`));
    const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');

    await host.getByRole('button', { name: 'Settings' }).click();
    const dialog = host.getByRole('dialog', { name: 'Game settings' });
    await dialog.getByLabel('Reading time before the answers').selectOption({ label: '3 seconds' });
    await dialog.getByRole('switch', { name: 'Time limit', checked: true }).click();
    await dialog.getByRole('switch', { name: 'Time limit', checked: false }).waitFor();
    // Without a clock nothing moves on by itself.
    expect(await dialog.getByLabel('Next question by itself after').isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Top players' }).click();
    await dialog.getByRole('checkbox', { name: 'Top players', checked: false }).waitFor();
    await live.shot(host, 'dialog');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const anna = await live.joinedPhone(pin, 'Anna');
    // The quizmaster has sound on, so the phone offers its own mute button.
    const mute = anna.getByRole('button', { name: 'Sound on' });
    await mute.click();
    await anna.getByRole('button', { name: 'Sound off' }).waitFor();

    await host.getByRole('button', { name: 'Start the game' }).click();
    await host.waitForURL(live.at('/question'));
    // Reading time: the question is there, its answers locked, then they unlock.
    await anna.getByTestId('reading-time').waitFor();
    await anna.getByRole('heading', { name: 'What is the capital of Norway?' }).waitFor();
    expect(await anna.getByRole('button', { name: 'Oslo', exact: true }).isDisabled()).toBe(true);
    await live.shot(anna, 'phone-reading');
    await anna.getByRole('button', { name: 'Oslo', exact: true, disabled: false }).waitFor();
    await host.getByTestId('no-time-limit').waitFor();
    expect(await host.evaluate(() => document.documentElement.dataset.music)).toBe('playing');

    await anna.getByRole('button', { name: 'Oslo', exact: true }).click();
    await answerTaken(anna);
    await host.waitForURL(live.at('/master-result'));
    // Untimed: the full score, whatever the speed.
    await anna.getByTestId('player-result').waitFor();
    expect(await anna.getByTestId('player-score').textContent()).toBe('1000');
    // The result screen without its top players box, and nothing moving on by itself.
    await host.getByTestId('result-answers').waitFor();
    expect(await host.getByTestId('result-leaderboard').count()).toBe(0);
    expect(await host.getByTestId('auto-advance').count()).toBe(0);
    expect(await host.evaluate(() => document.documentElement.dataset.music)).toBe('stopped');
    await live.shot(host, 'result-no-top-players');

    // Clock back on, next question by itself after 10 s: the countdown shows, and it moves on alone.
    await host.getByRole('button', { name: 'Settings' }).click();
    await dialog.getByRole('switch', { name: 'Time limit', checked: false }).click();
    await dialog.getByRole('switch', { name: 'Time limit', checked: true }).waitFor();
    await dialog.getByLabel('Next question by itself after').selectOption({ label: '10 seconds' });
    await dialog.getByRole('checkbox', { name: 'Boxes behind the results' }).click();
    await dialog.getByRole('checkbox', { name: 'Boxes behind the results', checked: false }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await host
      .getByTestId('auto-advance')
      .filter({ hasText: /Next question in \d+ s/ })
      .waitFor();
    await live.shot(host, 'result-auto-advance');
    await host.waitForURL(live.at('/question'), { timeout: 30_000 });
    await anna.getByRole('progressbar').waitFor();

    // "Stay here" keeps the result up.
    await anna.getByRole('button', { name: 'Glomma', exact: true, disabled: false }).click();
    await answerTaken(anna);
    await host.waitForURL(live.at('/master-result'));
    await host
      .getByTestId('auto-advance')
      .filter({ hasText: /Podium in \d+ s/ })
      .waitFor();
    await live.shot(host, 'result-plain');
    await host.getByRole('button', { name: 'Stay here' }).click();
    await host.getByTestId('auto-advance').waitFor({ state: 'detached' });

    // Remembered on this device for the next room.
    const saved = JSON.parse(
      (await host.evaluate(() => localStorage.getItem('kviss.live.master-settings'))) ?? '{}',
    );
    expect(saved).toMatchObject({
      delayAnswerSeconds: 3,
      delayQuestionSeconds: 10,
      timeLimit: true,
      resultDisplay: { topPlayers: false },
    });
    await host.getByRole('button', { name: 'Show the podium' }).click();
    await host.waitForURL(live.at('/master-summary'));
  }, 120_000);

  it('tells the players when the quizmaster’s screen is gone, and when it is back', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Quiz Master'));
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Rivers and towns',
      questions: QUESTIONS,
    });
    const hostContext = await live.signedInContext(session);
    const host = await hostContext.newPage();
    await host.goto(live.at(`/start-quiz/${quizId}`));
    const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
    const anna = await live.joinedPhone(pin, 'Anna');

    // The quizmaster's laptop closes the tab: a few seconds later the phone says so.
    await host.close();
    await anna
      .getByTestId('host-away')
      .filter({ hasText: "The quizmaster's connection was lost." })
      .waitFor({ timeout: 15_000 });
    await live.shot(anna, 'host-away');
    // Back on the lobby (the stored game reopens): the banner goes.
    const back = await hostContext.newPage();
    await back.goto(live.at(`/start-quiz/${quizId}`));
    await back
      .getByTestId('game-pin')
      .filter({ hasText: pin.slice(0, 3) })
      .waitFor();
    await anna.getByTestId('host-away').waitFor({ state: 'detached' });
  }, 60_000);
});

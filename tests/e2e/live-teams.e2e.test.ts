import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './accounts.ts';
import { answerTaken, joinAs, type LiveBrowsers, PHONE, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost as setUpQuiz } from './live-quiz-setup.ts';

/*
 * A live game in teams, in real browsers: the quizmaster turns teams on, one player starts a team and
 * the other joins it from the team picker on their phone, and the results add the members' points up.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

const QUESTIONS = [
  {
    question_id: 'capital',
    kind: 'multiple_choice',
    title: 'What is the capital of Norway?',
    time_limit: 5,
    answers_required: 'one',
    chart_type: 'bar',
    answers: [
      { answer_id: 'oslo', title: 'Oslo', is_correct: true, score: 1000 },
      { answer_id: 'bergen', title: 'Bergen', is_correct: false, score: 0 },
    ],
  },
];

/** This test's quiz, ready to host. */
const quizReadyToHost = (token: string) =>
  setUpQuiz(live.server.url, token, { title: 'Team night', questions: QUESTIONS });

beforeAll(async () => {
  live = await startLiveBrowsers('teams-');
});

afterAll(async () => {
  await live?.close();
});

describe('live game in teams', () => {
  it('forms a team in the lobby and adds its members’ points up in the results', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Quiz Master'));
    const quizId = await quizReadyToHost(session.token);

    const host = await (await live.signedInContext(session)).newPage();
    await host.goto(at(`/start-quiz/${quizId}`));
    const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
    expect(pin).toMatch(/^[1-9]\d{5}$/);

    const teamSwitch = host.getByRole('switch', { name: 'Play in teams' });
    expect(await teamSwitch.isChecked()).toBe(false);
    // The switch follows the server: it shows on once the room is in team mode.
    await teamSwitch.click();
    await host.getByRole('switch', { name: 'Play in teams', checked: true }).waitFor();

    const [anna, bert] = await Promise.all(
      [0, 1].map(async () => (await live.newContext(PHONE, true)).newPage()),
    );
    await joinAs(anna!, at, pin, 'Anna');
    await joinAs(bert!, at, pin, 'Bert');
    await anna!.getByRole('heading', { name: 'Pick your team' }).waitFor();
    await host.getByTestId('start-hint').filter({ hasText: '2 without a team yet' }).waitFor();
    await host.getByText('No teams yet. Players start them on their phones.').waitFor();
    await live.shot(anna!, 'player-picker-empty');
    expect(await host.getByRole('button', { name: 'Start the game' }).isDisabled()).toBe(true);

    // A name that is too long is refused on the phone, in words.
    await anna!.getByLabel('Start a new team').fill('The Very Long Team Name');
    await anna!.getByRole('button', { name: 'Start team' }).click();
    await anna!.getByText('A team name can be at most 15 characters long.').waitFor();
    await anna!.getByLabel('Start a new team').fill('Vikings');
    await anna!.getByRole('button', { name: 'Start team' }).click();
    await anna!.getByTestId('my-team').filter({ hasText: 'Vikings' }).waitFor();

    await bert!.getByRole('button', { name: 'Join Vikings' }).click();
    await bert!.getByTestId('my-team').filter({ hasText: 'Vikings' }).waitFor();
    await bert!.locator('[data-testid="team-option"].is-mine').filter({ hasText: 'Vikings' }).waitFor();

    const vikings = host.getByTestId('lobby-team').filter({ hasText: 'Vikings' });
    await vikings.getByText('Anna').waitFor();
    await vikings.getByText('Bert').waitFor();
    await host.getByTestId('start-hint').waitFor({ state: 'detached' });
    await live.shot(host, 'host-lobby');
    await live.shot(bert!, 'player-picker');

    await host.getByRole('button', { name: 'Start the game' }).click();
    await host.waitForURL(at('/question'));
    await anna!.getByRole('button', { name: 'Oslo', exact: true }).click();
    await answerTaken(anna!);
    await bert!.getByRole('button', { name: 'Oslo', exact: true }).click();
    await answerTaken(bert!);

    await host.waitForURL(at('/master-result'));
    await anna!.getByTestId('player-result').waitFor();
    await bert!.getByTestId('player-result').waitFor();
    const annaScore = Number(await anna!.getByTestId('player-score').textContent());
    const bertScore = Number(await bert!.getByTestId('player-score').textContent());
    expect(annaScore).toBeGreaterThan(0);
    expect(bertScore).toBeGreaterThan(0);
    const total = String(annaScore + bertScore);

    const row = host.getByTestId('team-standings').getByRole('listitem').filter({ hasText: 'Vikings' });
    await row.waitFor();
    expect(await row.locator('.leaderboard__score').textContent()).toBe(total);
    expect(await row.textContent()).toContain('Anna, Bert');
    expect(await anna!.getByTestId('team-score').textContent()).toBe(total);
    expect(await anna!.getByTestId('team-rank').textContent()).toBe('1 of 1');
    await live.shot(host, 'host-result');
    await live.shot(anna!, 'player-result');

    await host.getByRole('button', { name: 'Show the podium' }).click();
    await host.waitForURL(at('/master-summary'));
    await host.getByRole('list', { name: 'Podium' }).getByText('Vikings').waitFor();
    await anna!.getByTestId('player-summary').waitFor();
    expect(await anna!.getByTestId('team-score').textContent()).toBe(total);
    await live.shot(host, 'host-summary');
    await live.shot(anna!, 'player-summary');
  }, 120_000);
});

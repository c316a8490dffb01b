import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { newAccount, registerViaApi } from './accounts.ts';
import { joinAs, type LiveBrowsers, PHONE, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/*
 * Who may come into a room, browser by browser (issue 10): a player the quizmaster removed cannot come
 * back from that browser under any name until the quizmaster lets them back in, and one browser is one
 * player in a game. Each person has a browser context of their own; "the same browser" is the same context.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

beforeAll(async () => {
  live = await startLiveBrowsers('identity-');
});
afterAll(async () => {
  await live?.close();
});

const QUESTION = {
  question_id: 'pets',
  kind: 'poll',
  title: 'Cats or dogs?',
  time_limit: 60,
  answers_required: 'one',
  chart_type: 'pie',
  answers: [
    { answer_id: 'cats', title: 'Cats', is_correct: false, score: 0 },
    { answer_id: 'dogs', title: 'Dogs', is_correct: false, score: 0 },
  ],
};

async function hostedGame(): Promise<{ host: Page; pin: string }> {
  const session = await registerViaApi(live.server.url, newAccount('Quiz Master'));
  const quizId = await quizReadyToHost(live.server.url, session.token, {
    title: 'Who is in',
    questions: [QUESTION],
    limitPlayer: 10,
  });
  const host = await (await live.signedInContext(session)).newPage();
  await host.goto(at(`/start-quiz/${quizId}`));
  const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
  return { host, pin };
}

/** Opens the join link afresh in this page and asks to join with `name`. */
async function tryToJoin(page: Page, pin: string, name: string) {
  await page.goto(at(`/join?pin=${pin}`));
  await page.getByLabel(en.live.name_label).fill(name);
  await page.getByRole('button', { name: en.live.join_button, exact: true }).click();
}

const playerCount = (host: Page, players: number) =>
  host.getByTestId('player-count').filter({ hasText: `${players} / 10 players` });

describe('a removed player', () => {
  it('cannot rejoin from that browser under any name until the quizmaster lets them back in', async () => {
    const { host, pin } = await hostedGame();
    await joinAs(await (await live.newContext(PHONE, true)).newPage(), at, pin, 'Finn');
    const eveBrowser = await live.newContext(PHONE, true);
    const eve = await eveBrowser.newPage();
    await joinAs(eve, at, pin, 'Eve');
    await playerCount(host, 2).waitFor();

    await host.getByRole('button', { name: 'Remove Eve' }).click();
    const dialog = host.getByRole('dialog');
    await dialog.getByText(en.live.confirm_kick_text.replace('{{name}}', 'Eve')).waitFor();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await eve.getByTestId('player-kicked').getByText(en.errors.kicked_by_quizmaster).waitFor();
    await playerCount(host, 1).waitFor();

    // Opening the join link again says so at once; another name changes nothing.
    await eve.goto(at(`/join?pin=${pin}`));
    await eve.getByRole('alert').getByText(en.errors.join_removed).waitFor();
    await live.shot(eve, 'join-removed');
    await tryToJoin(eve, pin, 'Someone New');
    await eve.getByRole('alert').getByText(en.errors.join_removed).waitFor();
    // A new tab of the same browser is the same browser.
    const eveTab = await eveBrowser.newPage();
    await tryToJoin(eveTab, pin, 'Eve Again');
    await eveTab.getByRole('alert').getByText(en.errors.join_removed).waitFor();
    expect(await eveTab.getByTestId('player-lobby').count()).toBe(0);
    await playerCount(host, 1).waitFor();
    expect(await host.getByRole('listitem').filter({ hasText: 'Someone New' }).count()).toBe(0);

    // The quizmaster sees who was removed, and lets Eve back in.
    const removed = host.getByTestId('removed-players');
    await removed.getByText('Eve', { exact: true }).waitFor();
    await live.shot(host, 'host-lobby-removed');
    await removed.getByRole('button', { name: 'Let Eve back in' }).click();
    await removed.waitFor({ state: 'detached' });
    await tryToJoin(eve, pin, 'Eve');
    await eve.getByTestId('player-lobby').getByText('Eve').waitFor();
    await playerCount(host, 2).waitFor();
  }, 120_000);
});

describe('one browser, one player', () => {
  it('refuses a second player from a browser already in the game and offers to carry on as the first', async () => {
    const { host, pin } = await hostedGame();
    const phone = await (await live.newContext(PHONE, true)).newPage();
    await joinAs(phone, at, pin, 'Anna');
    await playerCount(host, 1).waitFor();

    await tryToJoin(phone, pin, 'Bert');
    await phone.getByRole('alert').getByText(en.errors.join_already_playing).waitFor();
    await phone.getByText(en.live.resume_text.replace('{{name}}', 'Anna')).waitFor();
    await live.shot(phone, 'join-already-playing');
    await playerCount(host, 1).waitFor();
    expect(await host.getByRole('listitem').filter({ hasText: 'Bert' }).count()).toBe(0);

    await phone.getByRole('alert').getByRole('link', { name: 'Continue as Anna' }).click();
    await phone.getByTestId('player-lobby').getByText('Anna').waitFor();
    await playerCount(host, 1).waitFor();
  }, 120_000);

  it('refuses names that hide a swear word behind spaces or digits', async () => {
    const { pin } = await hostedGame();
    const phone = await (await live.newContext(PHONE, true)).newPage();
    for (const name of ['f u c k', 'sh1thead']) {
      await tryToJoin(phone, pin, name);
      await phone.getByText(en.errors.join_name_unavailable).waitFor();
    }
    await tryToJoin(phone, pin, 'Team 455');
    await phone.getByTestId('player-lobby').getByText('Team 455').waitFor();
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_QUESTIONS } from '../support/live-quiz.ts';
import { newAccount, registerViaApi } from './accounts.ts';
import { botGame } from './bot-game.ts';
import { type LiveBrowsers, PHONE, PROJECTOR, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/*
 * Combined leaderboards (issue 14), as a teacher and a class's projector meet them: two classes play
 * the quiz live (bots on real sockets), the teacher combines the quiz's games in a leaderboard from its
 * reports, opens the public live page in a fresh signed-out browser, and a third class's game ending
 * shows there without a reload. The teacher also reads the first two games as one merged report.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

const CLASS_A = [
  { name: 'Emma', right: true },
  { name: 'Liam', right: false },
  { name: 'Nora', right: true },
];
const CLASS_B = [
  { name: 'Emma', right: true },
  { name: 'Oskar', right: true },
  { name: 'Ida', right: false },
];

beforeAll(async () => {
  live = await startLiveBrowsers('leaderboards-');
});

afterAll(async () => {
  await live?.close();
});

describe('combined leaderboard', () => {
  it('combines two games, shows them on a public live page, and grows when a third game ends', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Teacher Tove'));
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Norway',
      questions: LIVE_QUESTIONS,
    });
    await botGame(live.server.url, session.token, quizId, CLASS_A);
    await botGame(live.server.url, session.token, quizId, CLASS_B);

    // The teacher: from the quiz's reports to its leaderboards.
    const teacher = await (await live.signedInContext(session)).newPage();
    await teacher.goto(at(`/report/${quizId}`));
    await teacher.getByTestId('leaderboards-link').click();
    await teacher.waitForURL(at(`/report/${quizId}/leaderboards`));
    await teacher.getByText('No leaderboards yet.').waitFor();
    // A name is required: refused in place, nothing made.
    await teacher.getByTestId('leaderboard-save').click();
    await teacher.getByText('Give the leaderboard a name.').waitFor();
    await live.shot(teacher, 'create-refused', { fullPage: true });
    await teacher.getByTestId('leaderboard-name').fill('Year 6 capitals');
    await teacher.getByTestId('mode-every_response').check();
    await teacher.getByRole('radio', { name: 'List, 10 per page' }).check();
    await teacher.getByTestId('leaderboard-save').click();
    await teacher.waitForURL(/\/leaderboards\/[0-9a-f-]{36}$/);
    await teacher.getByTestId('leaderboard-heading').getByText('Year 6 capitals').waitFor();
    await teacher.getByText('6 players from 2 reports').first().waitFor();
    const link = await teacher.getByTestId('leaderboard-link').inputValue();
    expect(link).toMatch(/\/leaderboard\/[0-9a-f-]{36}$/);
    await live.shot(teacher, 'edit', { fullPage: true });

    // A projector in a fresh, signed-out browser opens the public link.
    const projector = await (await live.newVisitorContext(PROJECTOR, false)).newPage();
    await projector.goto(link);
    const board = projector.getByTestId('ranking-board');
    await board.waitFor();
    const names = async () => projector.locator('.ranking-board__name').allTextContents();
    expect((await names()).sort()).toEqual(['Emma', 'Emma', 'Ida', 'Liam', 'Nora', 'Oskar']);
    await projector.getByTestId('ranking-counts').getByText('6 players from 2 reports').waitFor();
    await live.shot(projector, 'live-list');

    // A third class plays: the open page shows Sofie without a reload.
    const marker = await projector.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
      return true;
    });
    expect(marker).toBe(true);
    await botGame(live.server.url, session.token, quizId, [{ name: 'Sofie', right: true }]);
    await board.getByText('Sofie').waitFor({ timeout: 15_000 });
    await projector.getByTestId('ranking-counts').getByText('7 players from 3 reports').waitFor();
    expect(await projector.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );

    // Podium layout with one row per name: the teacher switches, the projector follows.
    await teacher.getByRole('radio', { name: 'Podium, then pages of 10' }).check();
    await teacher.getByTestId('mode-best_response').check();
    await teacher.getByTestId('leaderboard-save').click();
    await teacher.getByText('Saved. Open live pages update by themselves.').waitFor();
    await projector.getByTestId('podium').waitFor();
    const podium = await projector.locator('.podium__name').allTextContents();
    expect(podium.length).toBe(3);
    expect((await names()).length + 3).toBe(6);
    await live.shot(projector, 'live-podium');
    const phone = await (await live.newVisitorContext(PHONE, true)).newPage();
    await phone.goto(link);
    await phone.getByTestId('podium').waitFor();
    await live.shot(phone, 'live-podium-phone');

    // Merged report: the first two games read as one.
    await teacher.goto(at(`/report/${quizId}/merged`));
    await teacher.getByTestId('merge-report-name').fill('Classes A and B');
    const games = teacher.getByTestId('pick-game');
    await games.nth(1).check();
    await games.nth(2).check();
    await teacher.getByRole('button', { name: 'Merge', exact: true }).click();
    await teacher.waitForURL(/\/merged\/[0-9a-f-]{36}$/);
    await teacher.getByTestId('merged-heading').getByText('Classes A and B').waitFor();
    const rows = teacher.getByTestId('merged-players').locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(6);
    const question = await teacher
      .getByTestId('merged-questions')
      .locator('tbody tr')
      .first()
      .allTextContents();
    expect(question[0]).toContain('Capital of Norway?');
    expect(question[0]).toContain('67 %');
    // The average answer time across both games, in seconds.
    expect(question[0]).toMatch(/\d\.\d sec/);
    await teacher.getByText('2 reports read as one · 6 players').waitFor();
    await live.shot(teacher, 'merged', { fullPage: true });
  });

  it('greys out a report whose sharing is off, and says why, when the teacher picks reports', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Picky Teacher'));
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Norway again',
      questions: LIVE_QUESTIONS,
    });
    const hidden = await botGame(live.server.url, session.token, quizId, CLASS_A);
    await botGame(live.server.url, session.token, quizId, CLASS_B);
    const off = await fetch(at(`/api/reports/id/${hidden}/sharing`), {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sharing: 'disabled' }),
    });
    expect(off.status).toBe(200);

    const teacher = await (await live.signedInContext(session)).newPage();
    await teacher.goto(at(`/report/${quizId}/leaderboards`));
    await teacher.getByTestId('sources-chosen').check();
    const picker = teacher.getByTestId('report-picker');
    await picker
      .getByTestId('report-sharing-off')
      .getByText('Sharing is off for this report, so it cannot be combined.')
      .waitFor();
    const boxes = picker.getByTestId('pick-game');
    expect(await boxes.count()).toBe(2);
    const enabled = await boxes.evaluateAll((inputs) => inputs.map((i) => !(i as HTMLInputElement).disabled));
    expect(enabled.sort()).toEqual([false, true]);
    await live.shot(teacher, 'picker-sharing-off', { fullPage: true });
  });
});

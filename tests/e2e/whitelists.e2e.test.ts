import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './accounts.ts';
import { joinAs, type LiveBrowsers, PHONE, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';
import { NORWAY_QUESTIONS } from './norway-questions.ts';

/*
 * Whitelists (issue 14) as a teacher and two players meet them: the teacher makes a list from a pasted
 * class list (a repeated name is refused, naming it), hosts a game restricted to it from the Whitelist
 * tab, a listed player joins from a fresh phone and another name is turned away with the reason.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

beforeAll(async () => {
  live = await startLiveBrowsers('whitelist-');
});

afterAll(async () => {
  await live?.close();
});

describe('whitelists', () => {
  it('restrict a live game to the names on the list', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Teacher Tove'));
    await quizReadyToHost(live.server.url, session.token, {
      title: 'Norway',
      questions: NORWAY_QUESTIONS.slice(0, 1),
    });

    const teacher = await (await live.signedInContext(session)).newPage();
    await teacher.goto(at('/my-quiz/en'));
    await teacher.getByRole('link', { name: 'Whitelist' }).click();
    await teacher.waitForURL(at('/my-quiz/whitelists'));
    await teacher.getByText('No whitelists yet. Make one from a class list.').waitFor();
    await teacher.getByTestId('whitelist-new').click();
    await teacher.getByTestId('whitelist-title').fill('Class 7B');
    // A class list pasted from a spreadsheet, with one name twice in other capitals: refused, naming it.
    await teacher.getByTestId('whitelist-names').fill('Nora Berg\nAli Khan, Åse Lie\nnora berg');
    await teacher.getByText('Names: 4').waitFor();
    await teacher.getByTestId('whitelist-save').click();
    await teacher.getByTestId('whitelist-error').getByText('“nora berg” is in the list twice').waitFor();
    await live.shot(teacher, 'form-refused', { fullPage: true });
    await teacher.getByTestId('whitelist-names').fill('Nora Berg\nAli Khan, Åse Lie');
    await teacher.getByTestId('whitelist-save').click();
    const card = teacher.getByTestId('whitelist-card');
    await card.getByText('Class 7B').waitFor();
    await card.getByText('Names: 3').waitFor();
    await live.shot(teacher, 'page', { fullPage: true });

    // The list is the default choice of who may join; hosting opens the room with it.
    await teacher.getByTestId('host-restricted').click();
    await teacher.waitForURL(/\/start-quiz\/[0-9a-f-]{36}\?admission=whitelist/);
    // The quizmaster's screen says the room is restricted, and to which list.
    await teacher
      .getByTestId('room-admission')
      .getByText('Only the 3 names on “Class 7B” can join')
      .waitFor();
    await live.shot(teacher, 'lobby');
    const pin = ((await teacher.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
    expect(pin).toMatch(/^[1-9]\d{5}$/);

    // A listed name joins from a fresh phone, however its capitals are typed.
    const listed = await (await live.newContext(PHONE, true)).newPage();
    await joinAs(listed, at, pin, 'ali khan');

    // Any other name is turned away by the server, with the reason.
    const other = await (await live.newContext(PHONE, true)).newPage();
    await other.goto(at(`/join?pin=${pin}`));
    await other.getByLabel('Your name').fill('Mallory');
    await other.getByRole('button', { name: 'Join', exact: true }).click();
    await other
      .getByText("Only names on the quizmaster's list can join. Use the name your teacher gave you.")
      .waitFor();
    await live.shot(other, 'turned-away');
    await teacher.getByText('ali khan').first().waitFor();
  });

  it('deletes a list only once the teacher confirms, and keeps it when they cancel', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Teacher Trude'));
    const teacher = await (await live.signedInContext(session)).newPage();
    await teacher.goto(at('/my-quiz/whitelists'));
    await teacher.getByTestId('whitelist-new').click();
    await teacher.getByTestId('whitelist-title').fill('Class 5A');
    await teacher.getByTestId('whitelist-names').fill('Per Hansen\nKari Nilsen');
    await teacher.getByTestId('whitelist-save').click();
    const card = teacher.getByTestId('whitelist-card');
    await card.getByText('Class 5A').waitFor();

    // Asked first; cancelling keeps the list.
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Delete this whitelist?' });
    await dialog.waitFor();
    for (const width of [375, 1920]) {
      await teacher.setViewportSize({ width, height: 800 });
      await live.shot(teacher, `delete-dialog-${width}`);
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Class 5A').waitFor();

    // Confirmed: the list is gone, on the page and after a reload.
    await card.getByRole('button', { name: 'Delete' }).click();
    await teacher.getByTestId('whitelist-delete-confirm').click();
    await teacher.getByText('No whitelists yet. Make one from a class list.').waitFor();
    await teacher.reload();
    await teacher.getByText('No whitelists yet. Make one from a class list.').waitFor();
  });
});

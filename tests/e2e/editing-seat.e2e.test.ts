import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../api/database/connect.ts';
import { handleUserCommand } from '../../commands/accounts/user-decider.ts';
import { PostgresEventStore } from '../../commands/event-store/postgres-event-store.ts';
import { systemClock } from '../../commands/ports/clock.ts';
import { cryptoRandom } from '../../commands/ports/random.ts';
import { newAccount, registerViaApi } from './accounts.ts';
import { type LiveBrowsers, PHONE, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';
import { NORWAY_QUESTIONS } from './norway-questions.ts';

/*
 * One editor at a time (issue 12), as two people meet it in real browsers: the owner moves between
 * their own tabs without asking; a second person who may edit (a site admin here) sees who edits,
 * asks for a handover, gets it when the owner accepts, keeps it when asked back, and the owner gets
 * the editor back by itself once the admin closes the tab.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

beforeAll(async () => {
  live = await startLiveBrowsers('editing-seat-');
});

afterAll(async () => {
  await live?.close();
});

/** As `npm run users:make-super-admin` does beside a running server. */
async function makeSuperAdmin(userId: string) {
  const connection = connect<unknown>(live.server.databaseUrl);
  try {
    const store = new PostgresEventStore(connection.db, { connectionString: live.server.databaseUrl });
    await handleUserCommand(
      { store, clock: systemClock, random: cryptoRandom },
      userId,
      { type: 'ChangeRole', data: { to: 'super_admin' } },
      { actorId: null, correlationId: 'editing-seat-test' },
    );
  } finally {
    await connection.close();
  }
}

const editorShown = (page: Page) => page.getByRole('article', { name: 'Question 1' }).waitFor();
const held = (page: Page) => page.getByTestId('editing-held');
/** The seat's answer to the tab's first call-in (the editor's view waits for nothing else to show). */
const seatAnswer = async (page: Page) => {
  const response = await page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/editing(\/open)?$/.test(r.url()),
  );
  return ((await response.json()) as { data: { role: string } }).data;
};

describe('one editor at a time', () => {
  it('moves between tabs, hands over on request, and frees the editor when its tab closes', async () => {
    const ownerSession = await registerViaApi(live.server.url, newAccount('Owner Olga'));
    const quizId = await quizReadyToHost(live.server.url, ownerSession.token, {
      title: 'Shared work',
      questions: NORWAY_QUESTIONS.slice(0, 1),
    });
    const adminSession = await registerViaApi(live.server.url, newAccount('Admin Arne'));
    await makeSuperAdmin(adminSession.user._id);
    const editPath = at(`/my-quiz/edit/${quizId}`);

    const ownerContext = await live.signedInContext(ownerSession);
    const owner = await ownerContext.newPage();
    await owner.goto(editPath);
    await editorShown(owner);

    // The owner's second tab: opening the editor there moves there, with no need to ask oneself.
    const ownerTab2 = await ownerContext.newPage();
    await ownerTab2.goto(editPath);
    await editorShown(ownerTab2);
    await held(owner).getByText('You are editing this quiz in another tab').waitFor();
    // And back, by a button in the first tab.
    await owner.getByRole('button', { name: 'Edit here instead' }).click();
    await editorShown(owner);
    await held(ownerTab2).getByText('You are editing this quiz in another tab').waitFor();
    await ownerTab2.close({ runBeforeUnload: true });
    await editorShown(owner);

    // Someone else: told who edits, asks, and gets the editor once the owner hands it over.
    const admin = await (await live.signedInContext(adminSession)).newPage();
    await admin.setViewportSize(PHONE);
    await admin.goto(editPath);
    await held(admin).getByText('Owner Olga is editing this quiz').waitFor();
    await live.shot(admin, 'held');
    await admin.getByRole('button', { name: 'Ask to take over' }).click();
    await held(admin).getByText('Waiting for Owner Olga to answer…').waitFor();
    const asked = owner.getByRole('dialog', { name: 'Admin Arne asks to edit this quiz' });
    await asked.waitFor();
    await live.shot(owner, 'asked');
    await asked.getByRole('button', { name: 'Hand it over' }).click();
    await held(owner).getByText('Admin Arne is editing this quiz').waitFor();
    await editorShown(admin);

    // Asked back, the admin keeps it; the owner is told.
    await owner.getByRole('button', { name: 'Ask to take over' }).click();
    await admin.getByRole('dialog', { name: 'Owner Olga asks to edit this quiz' }).waitFor();
    await admin.getByRole('button', { name: 'Keep editing' }).click();
    await held(owner).getByText('Admin Arne wants to keep editing for now.').waitFor();

    // The admin closes the tab: the owner's editor comes back without a reload.
    await admin.close({ runBeforeUnload: true });
    await editorShown(owner);
  }, 90_000);

  it('opens the editor at once for its owner after their whole browser closed without giving it up', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Closing Clara'));
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Closed in a hurry',
      questions: NORWAY_QUESTIONS.slice(0, 1),
    });
    const editPath = at(`/my-quiz/edit/${quizId}`);

    const before = await live.signedInContext(session);
    // The browser goes as a whole: its tab's word that it leaves never reaches the server.
    await before.route('**/editing/leave', (route) => route.abort());
    const first = await before.newPage();
    const seated = seatAnswer(first);
    await first.goto(editPath);
    expect((await seated).role).toBe('editor');
    await editorShown(first);
    await before.close();

    // Well within the 30 s a silent tab keeps the editor.
    const page = await (await live.signedInContext(session)).newPage();
    const seatAnswered = seatAnswer(page);
    await page.goto(editPath);
    await seatAnswered;
    await editorShown(page);
    // Past the render of the seat's answer: the editor stays, with no "another tab" in its place.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await held(page).count()).toBe(0);
    expect(await page.getByText('You are editing this quiz in another tab').count()).toBe(0);
    await editorShown(page);
  }, 60_000);
});

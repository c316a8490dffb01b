import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captchaFrom } from '../support/captcha.ts';
import { startTestServer } from '../support/test-server.ts';
import { type Account, newAccount, registerViaApi } from './accounts.ts';
import { launchChromium } from './chromium.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;

const at = (path: string) => new URL(path, server.url).href;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  context = await browser.newContext();
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: at('/') }]);
});

afterEach(async () => {
  await context.close();
});

async function signIn(page: Page, account: Account, path: string) {
  await page.goto(at(`/login?path=${encodeURIComponent(path)}`));
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

const question = (page: Page, number: number) => page.getByRole('article', { name: `Question ${number}` });

describe('quiz editor', () => {
  it('creates a quiz, edits its questions with inline checks, saves, toggles it and shows the history', async () => {
    const account = newAccount('Quiz Maker');
    await registerViaApi(server.url, account);
    const page = await context.newPage();
    const questionWrites: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/questions'))
        questionWrites.push(request.url());
    });

    // /my-quiz takes the visitor's language, then lists their (no) quizzes.
    await signIn(page, account, '/my-quiz');
    await page.waitForURL(at('/my-quiz/en'));
    await page.getByText('You have no quizzes yet').waitFor();

    await page.getByRole('button', { name: 'New quiz' }).first().click();
    await page.getByRole('dialog').getByLabel('Quiz title').fill('Nordic capitals');
    await page.getByRole('button', { name: 'Create and edit' }).click();
    await page.waitForURL(/\/my-quiz\/edit\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Nordic capitals' }).waitFor();

    // A multiple-choice question, with its second answer left empty.
    await page.getByRole('button', { name: 'Multiple choice' }).click();
    const first = question(page, 1);
    await first.getByLabel('Question text').fill('Capital of Norway?');
    await first.getByLabel('Answer 1', { exact: true }).fill('Oslo');

    await page.getByRole('button', { name: 'True or false' }).click();
    const second = question(page, 2);
    await second.getByLabel('Question text').fill('Stockholm is in Sweden.');
    expect(await second.getByText('True', { exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: 'Poll', exact: true }).click();
    const third = question(page, 3);
    await third.getByLabel('Question text').fill('Which capital would you visit?');
    await third.getByLabel('Answer 1', { exact: true }).fill('Copenhagen');
    await third.getByLabel('Answer 2', { exact: true }).fill('Helsinki');
    await third.getByLabel('Pie').check();

    // Checked in the browser with the server's own rule: shown at the empty answer, nothing sent.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await first.getByText('Write this answer, or remove it.').waitFor();
    expect(await first.getByLabel('Answer 2', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(questionWrites).toEqual([]);

    // Fixed, the list saves by itself a moment later.
    await first.getByLabel('Answer 2', { exact: true }).fill('Bergen');
    await expect.poll(() => first.getByText('Write this answer, or remove it.').count()).toBe(0);
    await page.getByText('All changes saved').waitFor();
    expect(questionWrites).toHaveLength(1);

    await page.reload();
    await question(page, 3).waitFor();
    expect(await question(page, 1).getByLabel('Question text').inputValue()).toBe('Capital of Norway?');
    expect(await question(page, 1).getByLabel('Answer 2', { exact: true }).inputValue()).toBe('Bergen');
    expect(await question(page, 2).getByLabel('Question text').inputValue()).toBe('Stockholm is in Sweden.');
    expect(await question(page, 3).getByLabel('Pie').isChecked()).toBe(true);

    // Inactive: it can no longer be hosted live.
    await page.getByRole('switch', { name: 'Active' }).click();
    await page.getByText('The quiz is inactive').waitFor();
    await page.getByText('Turn the quiz on to host it live.').waitFor();
    expect(await page.getByRole('switch', { name: 'Active' }).isChecked()).toBe(false);

    // The audit log is its own projection: it follows within moments, so refresh until it has caught up.
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('tabpanel', { name: 'History' });
    await expect
      .poll(
        async () => {
          if ((await history.getByText('From Active to Inactive').count()) === 0) {
            await history.getByRole('button', { name: 'Refresh' }).click();
            return false;
          }
          return true;
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBe(true);
    await history.getByText('Created the quiz').waitFor();
    expect(await history.getByText('Added a question').count()).toBe(3);
    await history.getByText('“Capital of Norway?”').waitFor();
    expect(await history.getByText('Quiz Maker').count()).toBeGreaterThan(0);

    // Back on my quizzes: the card tells the same story.
    await page.goto(at('/my-quiz/en'));
    const card = page.getByRole('article', { name: 'Nordic capitals' });
    await card.getByText('Inactive', { exact: true }).waitFor();
    expect(await card.locator('dd').first().textContent()).toBe('3');
    expect(await card.getByRole('button', { name: 'Host live' }).isDisabled()).toBe(true);
  }, 120_000);

  it('duplicates, deletes after asking, reorders from the keyboard, and asks before unsaved changes are left', async () => {
    const account = newAccount('List Keeper');
    const owner = await registerViaApi(server.url, account);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` };
    const created = await fetch(at('/api/quizzes/create'), {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Order matters', captcha_response: await captchaFrom(server.url) }),
    });
    const { data: quiz } = (await created.json()) as { data: { _id: string } };
    const poll = (title: string) => ({
      question_id: crypto.randomUUID(),
      kind: 'poll',
      title,
      time_limit: 30,
      answers_required: 'one',
      chart_type: 'bar',
      answers: [
        { answer_id: crypto.randomUUID(), title: 'Yes', is_correct: false, score: 0 },
        { answer_id: crypto.randomUUID(), title: 'No', is_correct: false, score: 0 },
      ],
    });
    await fetch(at(`/api/quizzes/id/${quiz._id}/questions`), {
      method: 'PUT',
      headers,
      body: JSON.stringify({ questions: [poll('First'), poll('Second'), poll('Third')] }),
    });

    const page = await context.newPage();
    await signIn(page, account, `/my-quiz/edit/${quiz._id}`);
    await page.waitForURL(at(`/my-quiz/edit/${quiz._id}`));
    await question(page, 3).waitFor();
    const titles = () =>
      page
        .locator('.question-card textarea.question-card__title')
        .evaluateAll((areas) => areas.map((a) => (a as HTMLTextAreaElement).value));

    await page.getByRole('button', { name: 'Duplicate question 1' }).click();
    expect(await titles()).toEqual(['First', 'First', 'Second', 'Third']);

    await page.getByRole('button', { name: 'Delete question 2' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this question?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await titles()).toHaveLength(4);
    await page.getByRole('button', { name: 'Delete question 2' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect(await titles()).toEqual(['First', 'Second', 'Third']);

    // Saves are held back from here on, so the moves below are still unsaved when the author leaves.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/quizzes/**', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });

    // Keyboard: the focus stays on the arrow, so it can be pressed again.
    await page.getByRole('button', { name: 'Move question 3 up' }).focus();
    await page.keyboard.press('Enter');
    expect(await titles()).toEqual(['First', 'Third', 'Second']);
    await page.keyboard.press('Enter');
    expect(await titles()).toEqual(['Third', 'First', 'Second']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Move question 1 down',
    );

    await page.locator('.editor-header__back').click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toBe(at(`/my-quiz/edit/${quiz._id}`));

    release();
    await page.getByText('All changes saved').waitFor();
    await page.locator('.editor-header__back').click();
    await page.waitForURL(at('/my-quiz/en'));
    await page.goto(at(`/my-quiz/edit/${quiz._id}`));
    await question(page, 3).waitFor();
    expect(await titles()).toEqual(['Third', 'First', 'Second']);
  }, 90_000);

  it('keeps other people out of a quiz’s editor', async () => {
    const owner = await registerViaApi(server.url, newAccount('Quiz Owner'));
    const response = await fetch(at('/api/quizzes/create'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ title: 'Not yours', captcha_response: await captchaFrom(server.url) }),
    });
    const { data: quiz } = (await response.json()) as { data: { _id: string } };

    const stranger = newAccount('Nosy Stranger');
    await registerViaApi(server.url, stranger);
    const page = await context.newPage();
    await signIn(page, stranger, `/my-quiz/edit/${quiz._id}`);
    await page.waitForURL(at(`/my-quiz/edit/${quiz._id}`));
    await page.getByText('You do not have permission to do that.').waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
  }, 60_000);
});

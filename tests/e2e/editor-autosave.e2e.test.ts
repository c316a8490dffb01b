import { mkdir } from 'node:fs/promises';
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
/** Set EDITOR_SCREENSHOTS to a folder to keep the editor and the preview at phone and desktop width. */
const screenshots = process.env.EDITOR_SCREENSHOTS;

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

async function shoot(page: Page, name: string) {
  if (!screenshots) return;
  await mkdir(screenshots, { recursive: true });
  for (const width of [375, 1920]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 1080 });
    await page.screenshot({ path: `${screenshots}/${name}-${width}.png`, fullPage: true });
    // One screen as a phone shows it (full pages on a phone are too long to look at whole).
    if (width === 375) {
      await page.locator('.question-card, .play-page').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${screenshots}/${name}-${width}-screen.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const question = (page: Page, number: number) => page.getByRole('article', { name: `Question ${number}` });
const choice = (title: string, answers: [string, boolean][], kind = 'multiple_choice') => ({
  question_id: crypto.randomUUID(),
  question_type: 'basic',
  kind,
  title,
  time_limit: 60,
  answers_required: 'one',
  chart_type: 'bar',
  answers: answers.map(([answer, correct]) => ({
    answer_id: crypto.randomUUID(),
    title: answer,
    is_correct: correct,
    score: correct ? 1000 : 0,
  })),
});

describe('quiz editor: autosave, undo, settings, question order and switch, preview', () => {
  it('saves every change by itself, undoes, reorders from the keyboard, warns before leaving, and previews to the end', async () => {
    const account = newAccount('Auto Saver');
    const owner = await registerViaApi(server.url, account);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` };
    const created = await fetch(at('/api/quizzes/create'), {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Nordic facts', captcha_response: await captchaFrom(server.url) }),
    });
    const { data: quiz } = (await created.json()) as { data: { _id: string } };
    await fetch(at(`/api/quizzes/id/${quiz._id}/questions`), {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        questions: [
          choice('Capital of Norway?', [
            ['Oslo', true],
            ['Bergen', false],
          ]),
          choice(
            'Stockholm is in Sweden.',
            [
              ['True', true],
              ['False', false],
            ],
            'true_false',
          ),
          choice(
            'Favourite fjord?',
            [
              ['Geiranger', false],
              ['Lyse', false],
            ],
            'poll',
          ),
        ],
      }),
    });

    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const played: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(plays|games)/.test(request.url())) played.push(request.url());
    });
    // Each save takes a moment on its way, so "Saving…" is there to be seen; while `heldSaves` is set,
    // saves wait for the test to have seen it (a busy machine may otherwise finish one unseen).
    let heldSaves: Promise<void> | null = null;
    let releaseSaves = () => {};
    await page.route('**/api/quizzes/**', async (route) => {
      if (route.request().method() === 'PUT')
        await (heldSaves ?? new Promise((resolve) => setTimeout(resolve, 400)));
      await route.continue();
    });
    await signIn(page, account, `/my-quiz/edit/${quiz._id}`);
    await page.waitForURL(at(`/my-quiz/edit/${quiz._id}`));
    await question(page, 3).waitFor();
    const status = page.getByTestId('save-status');
    await status.getByText('All changes saved').waitFor();

    // Settings and who the quiz is for: saved by themselves after a pause.
    await page.getByLabel('Description').fill('Short questions about the north.');
    await page.getByLabel('Message at the end').fill('Takk for at du spilte!');
    await page.getByLabel('Tags').fill('Geography, Europe');
    await page.getByLabel('Countries').fill('no, se');
    await page.getByLabel('Youngest age').fill('8');
    await page.getByLabel('Oldest age').fill('14');
    await page.getByLabel('School subject').fill('Social studies');
    await page.getByLabel('Hard').check();
    await page.getByLabel('Grade 5', { exact: true }).check();
    heldSaves = new Promise((resolve) => {
      releaseSaves = resolve;
    });
    await page.getByRole('switch', { name: 'Shuffle the question order' }).click();
    await status.getByText('Saving…').waitFor();
    releaseSaves();
    heldSaves = null;
    await status.getByText('All changes saved').waitFor();

    // The poll is switched off: it stays, marked, and is not played.
    await question(page, 3).getByRole('switch', { name: 'Played' }).click();
    await question(page, 3).getByTestId('question-inactive').waitFor();
    await status.getByText('All changes saved').waitFor();

    // Reordering from the keyboard with the drag handle: pick up, move up, drop.
    const titles = () =>
      page
        .locator('.question-card textarea.question-card__title')
        .evaluateAll((areas) => areas.map((a) => (a as HTMLTextAreaElement).value));
    await page.getByRole('button', { name: 'Drag question 2 to a new place' }).focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(titles).toEqual(['Stockholm is in Sweden.', 'Capital of Norway?', 'Favourite fjord?']);
    // The handle keeps the focus, now as question 1's.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Drag question 1 to a new place',
    );
    await status.getByText('All changes saved').waitFor();

    // A change, then Undo: the title comes back, and that is saved too.
    const title = page.getByLabel('Title', { exact: true });
    await title.fill('Oops');
    await status.getByText('All changes saved').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await title.inputValue()).toBe('Nordic facts');
    await status.getByText('All changes saved').waitFor();
    await shoot(page, 'editor');
    await question(page, 1).scrollIntoViewIfNeeded();
    await shoot(page, 'editor-question');

    // Everything is there after a reload.
    await page.reload();
    await question(page, 3).waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Nordic facts');
    expect(await page.getByLabel('Description').inputValue()).toBe('Short questions about the north.');
    expect(await page.getByLabel('Message at the end').inputValue()).toBe('Takk for at du spilte!');
    expect(await page.getByLabel('Tags').inputValue()).toBe('Geography, Europe');
    expect(await page.getByLabel('Countries').inputValue()).toBe('NO, SE');
    expect(await page.getByLabel('Youngest age').inputValue()).toBe('8');
    expect(await page.getByLabel('Oldest age').inputValue()).toBe('14');
    expect(await page.getByLabel('School subject').inputValue()).toBe('Social studies');
    expect(await page.getByLabel('Hard').isChecked()).toBe(true);
    expect(await page.getByLabel('Grade 5', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Shuffle the question order' }).isChecked()).toBe(true);
    expect(await titles()).toEqual(['Stockholm is in Sweden.', 'Capital of Norway?', 'Favourite fjord?']);
    expect(await question(page, 3).getByRole('switch', { name: 'Played' }).isChecked()).toBe(false);

    // Unsaved work (its save held back) is not left without asking, in the app or by the browser.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.unroute('**/api/quizzes/**');
    await page.route('**/api/quizzes/**', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await page.getByLabel('School subject').fill('Geography');
    await page.getByTestId('editor-preview').click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toBe(at(`/my-quiz/edit/${quiz._id}`));
    let beforeUnload = false;
    page.once('dialog', async (dialog) => {
      beforeUnload = dialog.type() === 'beforeunload';
      await dialog.dismiss();
    });
    await page.evaluate(() => {
      window.location.href = '/';
    });
    await expect.poll(() => beforeUnload).toBe(true);
    release();
    await status.getByText('All changes saved').waitFor();

    // The preview: played as a player would, the switched-off poll left out, nothing recorded.
    await page.getByTestId('editor-preview').click();
    await page.waitForURL(at(`/preview/${quiz._id}`));
    await page.getByText('Preview: nothing here is saved, scored or reported.').waitFor();
    for (let i = 0; i < 2; i++) {
      const screen = page.getByTestId('play-question');
      await screen.waitFor();
      const isCapital = (await screen.getByText('Capital of Norway?').count()) > 0;
      await screen.getByRole('button', { name: isCapital ? /Oslo/ : /True/ }).click();
      await page.getByTestId('play-outcome').waitFor();
      expect(await page.getByTestId('play-outcome').getAttribute('data-verdict')).toBe('correct');
      if (i === 0) await shoot(page, 'preview-outcome');
      await page.getByTestId('play-next').click();
    }
    await page.getByTestId('preview-end').waitFor();
    expect(await page.getByTestId('preview-result').textContent()).toMatch(/^2 of 2 right, \d+ points$/);
    await page.getByTestId('preview-custom-message').getByText('Takk for at du spilte!').waitFor();
    await shoot(page, 'preview-end');
    expect(played).toEqual([]);
  }, 150_000);

  it('meets a change saved elsewhere with a clear choice, and keeps both sides’ changes when the author keeps theirs', async () => {
    const account = newAccount('Two Tabs');
    const owner = await registerViaApi(server.url, account);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` };
    const created = await fetch(at('/api/quizzes/create'), {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Rivers', captcha_response: await captchaFrom(server.url) }),
    });
    const { data: quiz } = (await created.json()) as { data: { _id: string } };
    const read = async () =>
      (
        (await (await fetch(at(`/api/quizzes/id/${quiz._id}`), { headers })).json()) as {
          data: Record<string, unknown>;
        }
      ).data;

    const page = await context.newPage();
    await signIn(page, account, `/my-quiz/edit/${quiz._id}`);
    await page.waitForURL(at(`/my-quiz/edit/${quiz._id}`));
    const status = page.getByTestId('save-status');
    await status.getByText('All changes saved').waitFor();

    // Another tab of the same author saves a description meanwhile.
    await fetch(at('/api/quizzes/update'), {
      method: 'PUT',
      headers,
      body: JSON.stringify({ _id: quiz._id, description: 'Written in the other tab' }),
    });
    await page.getByLabel('Title', { exact: true }).fill('Rivers of Norway');
    const conflict = page.getByRole('dialog', { name: 'This quiz was changed somewhere else' });
    await conflict.waitFor();
    await status.getByText('Not saved: the quiz was changed elsewhere.').waitFor();
    expect((await read()).title).toBe('Rivers');

    await conflict.getByRole('button', { name: 'Keep my changes' }).click();
    await status.getByText('All changes saved').waitFor();
    expect(await page.getByLabel('Description').inputValue()).toBe('Written in the other tab');
    expect(await read()).toMatchObject({
      title: 'Rivers of Norway',
      description: 'Written in the other tab',
    });
  }, 90_000);
});

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaFrom } from '../support/captcha.ts';
import { startTestServer } from '../support/test-server.ts';
import { type Account, linkPathInMail, newAccount, registerViaApi } from './accounts.ts';
import { launchChromium } from './chromium.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
/** Set SHARING_SCREENSHOTS to a folder to keep pictures of the screens at 375 and 1920 px. */
const screenshots = process.env.SHARING_SCREENSHOTS;

const at = (p: string) => new URL(p, server.url).href;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.close();
});

/** A fresh browser (no cookies but the answered cookie notice) for each person. */
async function freshPage(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: at('/') }]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function signIn(page: Page, account: Account) {
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function api(method: string, url: string, token: string, body?: unknown) {
  const response = await fetch(at(url), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: { _id: string; questions: { title: string }[] } },
  };
}

async function look(page: Page, name: string) {
  if (!screenshots) return;
  await mkdir(screenshots, { recursive: true });
  for (const width of [375, 1920]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 1080 });
    await page.screenshot({ path: path.join(screenshots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const QUESTION = {
  question_id: 'capital',
  kind: 'multiple_choice',
  title: 'Capital of Norway?',
  time_limit: 20,
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    { answer_id: 'oslo', title: 'Oslo', is_correct: true, score: 1000 },
    { answer_id: 'bergen', title: 'Bergen', is_correct: false, score: 0 },
  ],
};

describe('sharing a quiz', () => {
  it('shares with a colleague who edits it, and a third person copies it from the share link', async () => {
    const owner = newAccount('Olivia Owner');
    const colleague = newAccount('Colin Colleague');
    const copier = newAccount('Carla Copier');
    const ownerSession = await registerViaApi(server.url, owner);
    await registerViaApi(server.url, colleague);
    await registerViaApi(server.url, copier);
    // The colleague confirms the address from their mail: only a confirmed address names an account.
    const confirm = await linkPathInMail(server, colleague.email, '/confirm-email/');
    await fetch(at('/api/auth/confirm-email'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: confirm.slice('/confirm-email/'.length) }),
    });
    const created = await api('POST', '/api/quizzes/create', ownerSession.token, {
      title: 'Fjords and capitals',
      captcha_response: await captchaFrom(server.url),
    });
    const quizId: string = created.body.data._id;
    await api('PUT', `/api/quizzes/id/${quizId}/questions`, ownerSession.token, { questions: [QUESTION] });

    // The owner shares it with the colleague, who may edit it, and makes a share link.
    const ownerPage = await freshPage();
    await ownerPage.goto(at('/login?path=%2Fmy-quiz'));
    await signIn(ownerPage, owner);
    await ownerPage.waitForURL(at('/my-quiz/en'));
    await ownerPage.getByRole('link', { name: /^Share\b.*Fjords and capitals/ }).click();
    await ownerPage.getByRole('heading', { level: 1, name: 'Fjords and capitals' }).waitFor();
    await ownerPage.getByLabel('E-mail address').fill(owner.email);
    await ownerPage.getByRole('button', { name: 'Share', exact: true }).click();
    await ownerPage.getByText('That is your own e-mail address').waitFor();
    await ownerPage.getByLabel('E-mail address').fill(colleague.email);
    await ownerPage.getByLabel('Edit', { exact: true }).check();
    await ownerPage.getByRole('button', { name: 'Share', exact: true }).click();
    const person = ownerPage.locator(`[data-email="${colleague.email}"]`);
    await person.getByText('Colin Colleague', { exact: true }).waitFor();
    expect(await person.getByLabel('Edit', { exact: true }).isChecked()).toBe(true);
    expect(await person.getByLabel('View and host').isChecked()).toBe(true);
    await ownerPage.getByRole('button', { name: 'Create a share link' }).click();
    const linkField = ownerPage.getByLabel('Link to send');
    await linkField.waitFor();
    const shareUrl = await linkField.inputValue();
    expect(shareUrl).toMatch(new RegExp(`/set/${quizId}/share/[A-Za-z0-9_-]+$`));
    await look(ownerPage, 'share-settings');

    // The colleague finds it under "Shared with me" and edits its question.
    const colleaguePage = await freshPage();
    await colleaguePage.goto(at('/login?path=%2Fmy-quiz'));
    await signIn(colleaguePage, colleague);
    await colleaguePage.waitForURL(at('/my-quiz/en'));
    await colleaguePage.getByRole('link', { name: 'Shared with me' }).click();
    const card = colleaguePage.getByRole('article', { name: 'Fjords and capitals' });
    await card.getByText('Olivia Owner').waitFor();
    await card.getByText('View and host, Edit').waitFor();
    await look(colleaguePage, 'shared-with-me');
    await card.getByRole('link', { name: 'Edit', exact: true }).click();
    await colleaguePage.waitForURL(at(`/my-quiz/edit/${quizId}`));
    const question = colleaguePage.getByRole('article', { name: 'Question 1' });
    await question.waitFor();
    // Sharing stays the owner's: the colleague's editor has no Share button.
    expect(await colleaguePage.getByRole('link', { name: 'Share', exact: true }).count()).toBe(0);
    await question.getByLabel('Question text').fill('Capital city of Norway?');
    await colleaguePage.getByRole('button', { name: 'Save', exact: true }).click();
    await colleaguePage.getByText('All changes saved').waitFor();
    // The owner reaches the same sharing page from the editor too.
    await ownerPage.goto(at(`/my-quiz/edit/${quizId}`));
    await ownerPage.getByRole('link', { name: 'Share', exact: true }).click();
    await ownerPage.waitForURL(at(`/my-quiz/share/${quizId}`));
    const edited = await api('GET', `/api/quizzes/id/${quizId}`, ownerSession.token);
    expect(edited.body.data.questions[0]?.title).toBe('Capital city of Norway?');

    // A third person opens the link as a guest, signs in, and copies the quiz.
    const copierPage = await freshPage();
    await copierPage.goto(shareUrl);
    await copierPage.getByRole('heading', { level: 1, name: 'Fjords and capitals' }).waitFor();
    await copierPage.getByText('By Olivia Owner').waitFor();
    await copierPage.getByText('Capital city of Norway?').waitFor();
    await look(copierPage, 'shared-quiz-guest');
    await copierPage.getByRole('link', { name: 'Sign in to copy it' }).click();
    await signIn(copierPage, copier);
    await copierPage.waitForURL(shareUrl);
    await copierPage.getByRole('button', { name: 'Copy to my quizzes' }).click();
    await copierPage.waitForURL(/\/my-quiz\/edit\/[0-9a-f-]{36}$/);
    const copyId = copierPage.url().split('/').at(-1)!;
    expect(copyId).not.toBe(quizId);
    await copierPage.getByRole('heading', { level: 1, name: 'Fjords and capitals' }).waitFor();
    const copiedText = copierPage.getByRole('article', { name: 'Question 1' }).getByLabel('Question text');
    expect(await copiedText.inputValue()).toBe('Capital city of Norway?');
    await copierPage.getByRole('tab', { name: 'History' }).click();
    await copierPage.getByText('Copied the quiz').waitFor();
    // Three people in three browsers on a machine that may be busy: more than the default 30 s.
  }, 120_000);

  it('lets a reader view and host the quiz without the answers ever reaching the browser', async () => {
    const owner = newAccount('Olivia Owner');
    const reader = newAccount('Rita Reader');
    const ownerSession = await registerViaApi(server.url, owner);
    await registerViaApi(server.url, reader);
    const confirm = await linkPathInMail(server, reader.email, '/confirm-email/');
    await fetch(at('/api/auth/confirm-email'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: confirm.slice('/confirm-email/'.length) }),
    });
    const created = await api('POST', '/api/quizzes/create', ownerSession.token, {
      title: 'Rivers',
      captcha_response: await captchaFrom(server.url),
    });
    const quizId = created.body.data._id;
    await api('PUT', `/api/quizzes/id/${quizId}/questions`, ownerSession.token, { questions: [QUESTION] });
    const shared = await api('POST', `/api/quizzes/${quizId}/shares`, ownerSession.token, {
      email: reader.email,
      can_read: true,
      can_edit: false,
      can_access_report: false,
    });
    expect(shared.status).toBe(201);

    const page = await freshPage();
    const replies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/')) replies.push(response.text().catch(() => ''));
    });
    await page.goto(at('/login?path=%2Fmy-quiz%3Ftab%3Dshared'));
    await signIn(page, reader);
    const card = page.getByRole('article', { name: 'Rivers' });
    await card.getByText('View and host').waitFor();
    expect(await card.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(0);
    await card.getByRole('link', { name: 'View', exact: true }).click();
    await page.waitForURL(at(`/my-quiz/view/${quizId}`));
    await page.getByText('Capital of Norway?').waitFor();
    await page.getByRole('link', { name: 'Host live' }).waitFor();
    await look(page, 'read-quiz');
    for (const body of await Promise.all(replies)) expect(body).not.toContain('is_correct');
  }, 120_000);
});

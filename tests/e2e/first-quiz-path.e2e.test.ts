import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount } from './accounts.ts';
import { accountMenuButton, freshPagePerTest, mainNavigation, type TestServer } from './page-session.ts';

/*
 * A new visitor's way from the front page to a first quiz: sign up where they would look for it, type
 * the quiz's title once, and land in the editor; then a header and a quiz list that do not repeat
 * themselves.
 */

let server: TestServer;
let page: Page;
freshPagePerTest((session) => {
  ({ server, page } = session);
});
const at = (path: string) => new URL(path, server.url).href;

const visible = async (page: Page, name: string) =>
  (await Promise.all((await page.getByRole('button', { name }).all()).map((b) => b.isVisible()))).filter(
    Boolean,
  ).length;

describe('a new quizmaster’s first quiz', () => {
  it('goes from the front page through sign-up to the editor, typing the title once', async () => {
    const account = newAccount('Kari Nordmann');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(at('/'));
    // Sign-up is on the front page itself, not only behind the menu.
    await page.getByRole('main').getByRole('link', { name: 'Create a free account' }).waitFor();

    await page.getByRole('main').getByRole('link', { name: 'Create a quiz' }).click();
    await page.getByLabel('Quiz title').fill('Fjords and glaciers');
    await page.getByRole('button', { name: 'Create quiz' }).click();
    // A new visitor is asked to sign up, not to log in.
    await page.waitForURL(/\/register\?path=/);
    await page.getByLabel('Your name').fill(account.name);
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(/\/my-quiz\/edit\/[0-9a-f-]{36}$/);
    await page.getByText('Fjords and glaciers').first().waitFor();

    await page.goto(at('/my-quiz'));
    // One quiz made, not two: the title was submitted once, on the way in.
    const cards = page.getByRole('main').getByRole('listitem');
    await cards.filter({ hasText: 'Fjords and glaciers' }).waitFor();
    expect(await cards.count()).toBe(1);
  });

  it('shows one "New quiz" button to someone with no quizzes yet, and keeps the header short', async () => {
    const account = newAccount('Ola Nordmann');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(at('/register'));
    await page.getByLabel('Your name').fill(account.name);
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/my-quiz/);
    await page.getByText('You have no quizzes yet. Make your first one!').waitFor();
    expect(await visible(page, 'New quiz')).toBe(1);
    expect(await mainNavigation(page).getByRole('link', { name: 'New quiz' }).count()).toBe(0);

    // Profile, other accounts and logging out wait in the menu named for the person.
    const header = mainNavigation(page);
    expect(await header.getByRole('button', { name: 'Add another account' }).isVisible()).toBe(false);
    expect(await header.getByRole('button', { name: 'Log out' }).isVisible()).toBe(false);
    await accountMenuButton(page).click();
    await header.getByRole('button', { name: 'Add another account' }).waitFor();
    await header.getByRole('link', { name: 'Edit profile' }).waitFor();
    await page.keyboard.press('Escape');
    await header.getByRole('button', { name: 'Log out' }).waitFor({ state: 'hidden' });

    // Elsewhere the header offers a new quiz.
    await page.goto(at('/me'));
    await header.getByRole('link', { name: 'New quiz' }).waitFor();
  });
});

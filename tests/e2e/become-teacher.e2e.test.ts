import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './accounts.ts';
import { freshPagePerTest, logInWith, type PageSession } from './page-session.ts';
import { createSchoolInBrowser, screenshots } from './school-world.ts';

/*
 * A teacher who signs up by e-mail reaches the school edition without an operator: by saying so at
 * sign-up, on the profile, or on /school/new itself, each time confirmed in a dialog that says it is
 * for good (spec §6).
 */

let page: Page;
let server: PageSession['server'];
freshPagePerTest((session) => {
  ({ page, server } = session);
});
const at = (p: string) => new URL(p, server.url).href;
const slug = () => `skole-${Math.random().toString(36).slice(2, 8)}`;

async function confirmInDialog() {
  const dialog = page.getByRole('dialog', { name: 'Become a teacher?' });
  await dialog.getByText('This cannot be undone', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Yes, I am a teacher' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function signIn(account: ReturnType<typeof newAccount>) {
  await registerViaApi(server.url, account);
  await page.goto(at('/login'));
  await logInWith(page, account.email, account.password);
  await page.waitForURL(at('/my-quiz/en'));
}

describe('becoming a teacher', () => {
  it('signs up by e-mail as a teacher and creates a school', async () => {
    const account = newAccount('Tina Teacher');
    await page.goto(at('/register'));
    await page.getByLabel('Your name').fill(account.name);
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);

    // Cancelling the dialog leaves the box unticked; confirming ticks it.
    const choice = page.getByLabel('I am a teacher');
    await choice.click();
    await page
      .getByRole('dialog', { name: 'Become a teacher?' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    expect(await choice.isChecked()).toBe(false);
    await choice.click();
    await screenshots(page, 'become-teacher-sign-up-dialog');
    await confirmInDialog();
    expect(await choice.isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(at('/my-quiz/en'));
    await createSchoolInBrowser(page, at, { slug: slug(), name: `Solvik skole ${slug()}` });
  });

  it('turns an ordinary account into a teacher from the profile, then on to a new school', async () => {
    const account = newAccount('Paula Profile');
    await signIn(account);
    await page.goto(at('/me'));
    await page.getByRole('heading', { name: 'Are you a teacher?' }).waitFor();
    await page.getByRole('button', { name: 'Become a teacher' }).click();
    await confirmInDialog();
    await page.getByRole('heading', { name: 'You are a teacher now.' }).waitFor();
    await screenshots(page, 'become-teacher-profile');
    await page.getByRole('link', { name: 'Create your school' }).click();
    await page.waitForURL(at('/school/new'));
    await page.getByRole('button', { name: 'Create the school' }).waitFor();
    await createSchoolInBrowser(page, at, { slug: slug(), name: `Nordby skole ${slug()}` });
  });

  it('offers the way to become a teacher on /school/new instead of a dead end', async () => {
    const account = newAccount('Otto Ordinary');
    await signIn(account);
    await page.goto(at('/school/new'));
    await page.getByText('Only teachers can create a school. Are you a teacher?', { exact: false }).waitFor();
    await screenshots(page, 'become-teacher-school-new');
    await page.getByRole('button', { name: 'Become a teacher' }).click();
    await confirmInDialog();
    // The same page, now with the school form: the new role is in the session at once.
    await page.getByRole('button', { name: 'Create the school' }).waitFor();
    expect(page.url()).toBe(at('/school/new'));
  });
});

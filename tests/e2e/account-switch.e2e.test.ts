import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './accounts.ts';
import {
  accountMenuButton,
  chooseAccountAction,
  freshPagePerTest,
  logInWith,
  mainNavigation,
  type TestServer,
} from './page-session.ts';

let server: TestServer;
let page: Page;

const at = (path: string) => new URL(path, server.url).href;

freshPagePerTest((session) => {
  ({ server, page } = session);
});

const header = () => mainNavigation(page);

const logIn = (email: string, password: string) => logInWith(page, email, password);

const signedInEmail = () =>
  page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1];
    if (!token) return null;
    const payload = JSON.parse(
      atob(decodeURIComponent(token).split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    );
    return payload.email as string;
  });

describe('switching between accounts on one device', () => {
  it('adds a second account, switches back and forth without a password, and logs out of one only', async () => {
    const school = newAccount('School Teacher');
    const personal = newAccount('Private Person');
    await registerViaApi(server.url, school);
    await registerViaApi(server.url, personal);

    await page.goto(at('/login'));
    await logIn(school.email, school.password);
    await accountMenuButton(page).waitFor();

    await chooseAccountAction(page, 'Add another account');
    await page.waitForURL(/\/login\?add=1/);
    await logIn(personal.email, personal.password);
    await accountMenuButton(page).waitFor();
    await expect(signedInEmail()).resolves.toBe(personal.email);

    await chooseAccountAction(page, /^Switch to /);
    await page.waitForURL(/\/my-quiz/);
    await expect.poll(signedInEmail).toBe(school.email);

    await chooseAccountAction(page, 'Switch to Private Person');
    await expect.poll(signedInEmail).toBe(personal.email);

    // Logging out ends this account only; the other stays ready to switch to.
    await chooseAccountAction(page, 'Log out');
    await header().getByRole('link', { name: 'Log in' }).waitFor();
    await header()
      .getByRole('button', { name: /^Switch to / })
      .click();
    await expect.poll(signedInEmail).toBe(school.email);
  });

  it('drops a remembered account whose refresh token no longer works, and says so', async () => {
    const school = newAccount('Expired Elsewhere');
    await registerViaApi(server.url, school);
    await page.goto(at('/'));
    await page.evaluate((email) => {
      localStorage.setItem(
        'kviss_accounts',
        JSON.stringify([
          { userId: 'gone', name: 'Gone Away', email, provider: 'local', refreshToken: 'used-up-token' },
        ]),
      );
    }, school.email);
    await page.reload();
    await header().getByRole('button', { name: 'Switch to Gone Away' }).click();
    await page.getByText('That account was logged out. Log in to it again.').waitFor();
    await header().getByRole('button', { name: 'Switch to Gone Away' }).waitFor({ state: 'detached' });
  });
});

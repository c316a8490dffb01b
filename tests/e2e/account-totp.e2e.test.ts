import { generate } from 'otplib';
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
const STEP_SECONDS = 30;

freshPagePerTest((session) => {
  ({ server, page } = session);
});

const header = () => mainNavigation(page);

const logIn = (email: string, password: string) => logInWith(page, email, password);

describe('two-step login with an authenticator app', () => {
  it('turns the authenticator on at /me, then signs in with a code from it', async () => {
    const account = newAccount();
    await registerViaApi(server.url, account);

    await page.goto(at('/login'));
    await logIn(account.email, account.password);
    await accountMenuButton(page).waitFor();

    await page.goto(at('/me'));
    const twoFactor = page.getByRole('region', { name: 'Two-step login' });
    await expect(twoFactor.getByTestId('two-factor-state').textContent()).resolves.toBe('Off');
    await twoFactor.getByRole('button', { name: 'Use an authenticator app' }).click();
    const secret = ((await twoFactor.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // The app's code for this time step; the server then counts this step as used.
    const enableEpoch = Math.floor(Date.now() / 1000);
    await twoFactor.getByLabel('6-digit code').fill(await generate({ secret, epoch: enableEpoch }));
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    await twoFactor.getByTestId('two-factor-state').getByText('On: authenticator app').waitFor();

    await chooseAccountAction(page, 'Log out');
    await header().getByRole('link', { name: 'Log in' }).waitFor();

    await page.goto(at('/login'));
    await logIn(account.email, account.password);
    // The code step. A code is good once: the next time step's code is one the server still takes
    // (a step either side of now) and has not seen, without waiting for the clock to move on.
    const loginCode = await generate({ secret, epoch: enableEpoch + STEP_SECONDS });
    await page.getByLabel('6-digit code').fill(loginCode);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await accountMenuButton(page).waitFor();
    // Signed in, the login page hands over to where the person was going (a moment after the header knows).
    await page.waitForURL((url) => url.pathname !== '/login');
  });
});

import type { BrowserContext, Page } from 'playwright-core';
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
let context: BrowserContext;
let page: Page;

const at = (path: string) => new URL(path, server.url).href;

freshPagePerTest((session) => {
  ({ server, context, page } = session);
});

const header = () => mainNavigation(page);

/** The six-digit code in the newest mail to `to` that is newer than `after` mails; waits for it to arrive. */
async function codeInNewMail(to: string, after: number, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await server.mailsTo(to);
    const code = mails.length > after ? mails.at(-1)?.match(/^(\d{6})\r?$/m)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no new code mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const logIn = (email: string, password: string) => logInWith(page, email, password);

describe('two-step login with e-mailed codes', () => {
  it('turns e-mail codes on at /me, then asks for a mailed code at the next login', async () => {
    const account = newAccount();
    await registerViaApi(server.url, account);

    await page.goto(at('/login'));
    await logIn(account.email, account.password);
    await accountMenuButton(page).waitFor();

    await page.goto(at('/me'));
    const twoFactor = page.getByRole('region', { name: 'Two-step login' });
    await expect(twoFactor.getByTestId('two-factor-state').textContent()).resolves.toBe('Off');
    let mails = (await server.mailsTo(account.email)).length;
    await twoFactor.getByRole('button', { name: 'Use codes by e-mail' }).click();
    const enableCode = await codeInNewMail(account.email, mails);

    // A wrong code first: refused, translated, beside the field.
    const wrong = enableCode === '000000' ? '111111' : '000000';
    await twoFactor.getByLabel('6-digit code').fill(wrong);
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    await twoFactor.getByText('That code is not right', { exact: false }).first().waitFor();

    await twoFactor.getByLabel('6-digit code').fill(enableCode);
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    await twoFactor.getByTestId('two-factor-state').getByText('On: codes by e-mail').waitFor();

    await chooseAccountAction(page, 'Log out');
    // Signed out (where logout lands is auth.e2e's concern; this test is about the code step).
    await header().getByRole('link', { name: 'Log in' }).waitFor();

    await page.goto(at('/login'));
    mails = (await server.mailsTo(account.email)).length;
    await logIn(account.email, account.password);
    await page.getByText('We sent a code to your e-mail').waitFor();
    // Spec §9 countdownOtp: no new code for 30 seconds.
    await expect(page.getByRole('button', { name: /Send a new code/ }).isDisabled()).resolves.toBe(true);
    const loginCode = await codeInNewMail(account.email, mails);
    await page.getByLabel('6-digit code').fill(loginCode);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await accountMenuButton(page).waitFor();
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookies).toContain('token');
    expect(cookies.some((name) => name.startsWith('kviss_refresh_'))).toBe(true);
  });
});

describe('editing the profile', () => {
  it('saves the name and phone, and refuses a phone number another account holds', async () => {
    const other = newAccount('Grace Hopper');
    const otherSession = await registerViaApi(server.url, other);
    const taken = `+47${String(Date.now()).slice(-8)}`;
    const patched = await fetch(new URL('/api/users/me', server.url), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${otherSession.token}` },
      body: JSON.stringify({ phone: taken }),
    });
    expect(patched.status).toBe(200);

    const account = newAccount();
    await registerViaApi(server.url, account);
    await page.goto(at('/login'));
    await logIn(account.email, account.password);
    await accountMenuButton(page).waitFor();
    await page.goto(at('/me'));

    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('Your name').fill('Ada King Lovelace');
    await details.getByLabel('Phone number').fill('912 34 567');
    await details.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('profile-name').getByText('Ada King Lovelace').waitFor();
    await page.getByTestId('profile-phone').getByText('91234567').waitFor();

    await details.getByLabel('Phone number').fill('12');
    await details.getByRole('button', { name: 'Save' }).click();
    await details.locator('.field__error').first().waitFor();
    expect(await details.getByLabel('Phone number').getAttribute('aria-invalid')).toBe('true');

    await details.getByLabel('Phone number').fill(taken);
    await details.getByRole('button', { name: 'Save' }).click();
    await details.getByText(/already/i).waitFor();
    await expect(page.getByTestId('profile-phone').textContent()).resolves.toBe('91234567');

    // Empty removes the number.
    await details.getByLabel('Phone number').fill('');
    await details.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('profile-phone').getByText('–').waitFor();
  });
});

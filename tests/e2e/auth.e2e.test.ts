import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { startTestServer } from '../support/test-server.ts';
import { linkPathInMail, newAccount, registerViaApi } from './accounts.ts';
import {
  accountMenuButton,
  chooseAccountAction,
  freshPagePerTest,
  logInWith,
  mainNavigation,
  type TestServer,
} from './page-session.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let context: BrowserContext;
let page: Page;

const at = (path: string) => new URL(path, server.url).href;
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

freshPagePerTest(
  (session) => {
    ({ server, context, page } = session);
  },
  async () => {
    // Mail goes out over SMTP to a real local server, which the tests read.
    smtp = await startSmtpSink();
    return startTestServer({ smtpUrl: smtp.url });
  },
);

afterAll(async () => {
  await smtp?.close();
});

const header = () => mainNavigation(page);

const logIn = (email: string, password: string) => logInWith(page, email, password);

describe('signing up and in', () => {
  it('registers, lands signed in, logs out, refuses a wrong password and logs in again', async () => {
    const account = newAccount();
    await page.goto(at('/'));
    await header().getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(at('/register'));

    await page.getByLabel('Your name').fill(account.name);
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Signed in, on my quizzes in the visitor's language.
    await page.waitForURL(at('/my-quiz/en'));
    // The header keeps to My quizzes and the account menu (its own page has the "New quiz" button).
    await header().getByRole('link', { name: 'My quizzes' }).waitFor();
    expect(await header().getByRole('link', { name: 'New quiz' }).count()).toBe(0);
    expect(await accountMenuButton(page).textContent()).toBe(account.name);
    expect(await header().getByRole('button', { name: 'Add another account' }).isVisible()).toBe(false);
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies.token?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The refresh token is the server's own cookie: sent only to the API, and never readable by the page.
    const refresh = Object.values(cookies).find((cookie) => cookie.name.startsWith('kviss_refresh_'));
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect(refresh?.value).toBeTruthy();
    expect(cookies.refresh_token).toBeUndefined();
    expect(await page.evaluate(() => document.cookie)).not.toContain(refresh!.value);
    expect(cookies.last_provider?.value).toBe('local');

    await chooseAccountAction(page, 'Log out');
    await page.waitForURL(at('/'));
    await header().getByRole('link', { name: 'Log in' }).waitFor();
    // Said once the server has ended the session and cleared its cookie.
    await page.getByText('You are logged out').waitFor();
    const afterLogout = (await context.cookies()).map((cookie) => cookie.name);
    expect(afterLogout).not.toContain('token');
    expect(afterLogout.filter((name) => name.startsWith('kviss_refresh_'))).toEqual([]);
    expect(afterLogout).toContain('last_provider');

    await header().getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(at('/login'));
    await logIn(account.email, 'not the password');
    await page.getByText('That password is not right.').waitFor();
    // The typed address is still there, and the password field is marked.
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(account.email);
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(at('/my-quiz/en'));
    await accountMenuButton(page).waitFor();
  });

  it('explains mistakes next to the fields before asking the server', async () => {
    const writes: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && writes.push(request.url()));
    await page.goto(at('/register'));
    await page.getByLabel('Your name').fill('Ada');
    await page.getByLabel('E-mail address').fill('ada@example');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByText('Your name needs at least 5 characters.').waitFor();
    await page.getByText('That e-mail address does not look right.').waitFor();
    await page.getByText('Your password needs at least 8 characters.').waitFor();
    expect(writes.filter((url) => url.includes('/api/auth'))).toEqual([]);
    expect(await page.getByLabel('Your name').inputValue()).toBe('Ada');

    // The show/hide toggle reveals what was typed.
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
  });

  it('says so when an address is already in use, in the visitor’s language', async () => {
    const account = newAccount();
    await registerViaApi(server.url, account);
    await context.addCookies([{ name: 'language', value: 'no', url: at('/') }]);
    await page.goto(at('/register'));
    await page.getByLabel('Navnet ditt').fill('Someone Else');
    await page.getByLabel('E-postadresse').fill(account.email);
    await page.getByLabel('Passord', { exact: true }).fill('another long password');
    await page.getByRole('button', { name: 'Opprett konto' }).click();
    await page.getByText('Den e-postadressen er allerede i bruk.').waitFor();
  });
});

describe('pages that need a login', () => {
  it('sends a signed-out visitor from /me to login, and back to /me afterwards', async () => {
    const account = newAccount('Grace Hopper');
    await registerViaApi(server.url, account);

    await page.goto(at('/me'));
    await page.waitForURL(at('/login?path=%2Fme'));
    await logIn(account.email, account.password);

    await page.waitForURL(at('/me'));
    expect(await page.getByTestId('profile-name').textContent()).toBe('Grace Hopper');
    expect(await page.getByTestId('profile-email').textContent()).toBe(account.email);
    await page.getByText('Not confirmed yet.', { exact: false }).waitFor();
  });

  it('keeps the session across a reload, and asks a school user to use the school login', async () => {
    const account = newAccount();
    await registerViaApi(server.url, account);
    await page.goto(at('/login'));
    await logIn(account.email, account.password);
    await page.waitForURL(at('/my-quiz/en'));
    await page.reload();
    await accountMenuButton(page).waitFor();
    expect(pathOf(page.url())).toBe('/my-quiz/en');
    // Restored from the token cookie, the header still names the person rather than their e-mail.
    await expect.poll(() => accountMenuButton(page).textContent()).toContain(account.name);

    await chooseAccountAction(page, 'Log out');
    // Polling the path (not waitForURL) names the page it ended on if the logout goes astray.
    await expect.poll(() => pathOf(page.url()), { timeout: 20_000 }).toBe('/');
    // Said once the server has ended the session: leaving sooner could cut the logout short.
    await page.getByText('You are logged out').waitFor();
    await context.addCookies([{ name: 'last_provider', value: 'feide', url: at('/') }]);
    await page.goto(at('/my-quiz?create=true&type=normal'));
    await page.waitForURL(at('/login-skoler?path=%2Fmy-quiz%3Fcreate%3Dtrue%26type%3Dnormal'));
    // This server offers no Feide (tests/e2e/third-party.e2e.test.ts signs in with it); school pages are Norwegian.
    await page.getByText('Innlogging med Feide er ikke tilgjengelig ennå.', { exact: false }).waitFor();
  });

  it('confirms the e-mail address from the link in the confirmation mail', async () => {
    const account = newAccount();
    await page.goto(at('/register'));
    await page.getByLabel('Your name').fill(account.name);
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(at('/my-quiz/en'));

    const link = await linkPathInMail(smtp, account.email, '/confirm-email/');
    await page.goto(at(link));
    await page.getByRole('heading', { name: 'E-mail address confirmed' }).waitFor();

    await page.goto(at('/me'));
    await page.getByTestId('profile-email-status').getByText('Confirmed').waitFor();

    // The link works once.
    await page.goto(at(link));
    await page.getByText('This confirmation link is invalid or has already been used.').waitFor();
  });

  it('confirms from the mail opened on another device, without signing in there', async () => {
    const account = newAccount();
    await registerViaApi(server.url, account);
    const link = await linkPathInMail(smtp, account.email, '/confirm-email/');

    // This test's browser has never signed in: the phone the mail was read on.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(at(link));
    await page.getByRole('heading', { name: 'E-mail address confirmed' }).waitFor();
    await page.getByText('Log in to make your first quiz and host it live.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(at('/login'));
    await logIn(account.email, account.password);
    await page.waitForURL(at('/my-quiz/en'));
    await page.goto(at('/me'));
    await page.getByTestId('profile-email-status').getByText('Confirmed').waitFor();
  });
});

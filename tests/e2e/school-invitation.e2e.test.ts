import { randomBytes, randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import no from '../../locales/no.json' with { type: 'json' };
import { freePort } from '../support/free-port.ts';
import { FEIDE_PRINCIPAL, startOidcProvider, type TestOidcProvider } from '../support/oidc-provider.ts';
import { linkIn, startSmtpSink } from '../support/smtp-sink.ts';
import { startTestServer } from '../support/test-server.ts';
import { newAccount, registerViaApi } from './accounts.ts';
import { launchChromium } from './chromium.ts';
import { consentedContext, logInWith } from './page-session.ts';

/*
 * Issue 15: a school admin (a Feide teacher, through a local OpenID Connect provider acting as Feide)
 * creates the school and invites a teacher by e-mail (a real local SMTP server); the teacher opens the
 * link in a browser of their own, signs in and joins. Someone signed in with another address is refused.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let feide: TestOidcProvider;
let browser: Browser;

const at = (path: string) => new URL(path, server.url).href;
/** A text in English or Norwegian: the school login may have switched the admin's browser to Norwegian. */
const either = (pick: (locale: typeof en) => string) =>
  new RegExp(
    `^(${[pick(en), pick(no as typeof en)].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
  );

const containing = (pick: (locale: typeof en) => string) =>
  new RegExp(`\\b(${pick(en)}|${pick(no as typeof en)})\\b`);

/** With KVISS_SCREENSHOTS set to a folder, the page at a phone's and a big screen's width, to look at. */
async function screenshots(page: Page, name: string) {
  const folder = process.env.KVISS_SCREENSHOTS;
  if (!folder) return;
  const size = page.viewportSize();
  for (const width of [375, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  const feidePort = await freePort();
  const secret = randomBytes(16).toString('hex');
  server = await startTestServer({
    smtpUrl: smtp.url,
    oidc: {
      feide: {
        issuer: `http://127.0.0.1:${feidePort}`,
        clientId: 'kviss',
        clientSecret: secret,
        scope: 'openid email profile userid-feide',
        extraUserinfoUrl: null,
      },
    },
  });
  feide = await startOidcProvider({
    title: 'Feide (test)',
    port: feidePort,
    clientSecret: secret,
    redirectUris: [at('/api/auth/3rd-party/feide/callback')],
    postLogoutRedirectUris: [at('/api/auth/3rd-party/feide/logged-out')],
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await feide?.close();
  await smtp?.close();
});

async function freshPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await consentedContext(browser, server.url, { viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** A Feide teacher signs in at the school login, in the popup, as the /skoler page offers. */
async function signInWithFeide(page: Page) {
  const id = randomUUID().slice(0, 8);
  const account = {
    login: `kari-${id}`,
    password: 'feide password',
    claims: {
      email: `kari-${id}@nordstrand.no`,
      name: 'Kari Nordmann',
      [FEIDE_PRINCIPAL]: `kari-${id}@nordstrand.no`,
      eduPersonAffiliation: ['member', 'faculty'],
      schacHomeOrganization: `nordstrand-${id}.no`,
    },
  };
  feide.addAccount(account);
  await page.goto(at('/login-skoler'));
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /Feide/ }).click(),
  ]);
  await popup.getByLabel('User name').fill(account.login);
  await popup.getByLabel('Password').fill(account.password);
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Sign in' }).click()]);
  await page.waitForURL(/\/my-quiz\/\w+$/);
}

describe('joining a school by invitation', () => {
  it('an admin invites a teacher by e-mail; the teacher joins through the link; another address is refused', async () => {
    const admin = await freshPage();
    await signInWithFeide(admin.page);
    const slug = `nordstrand-${randomUUID().slice(0, 6)}`;
    const schoolName = `Nordstrand skole ${slug}`;
    await admin.page.goto(at('/school/new'));
    await admin.page.getByLabel(either((l) => l.school.form_school_name)).fill(schoolName);
    await admin.page.getByLabel(either((l) => l.school.form_slug)).fill(slug);
    await admin.page.getByLabel(either((l) => l.school.form_district)).fill('Oslo');
    await admin.page.getByLabel(either((l) => l.school.form_contact_name)).fill('Kari Nordmann');
    await admin.page.getByLabel(either((l) => l.school.form_phone)).fill('+47 912 34 567');
    await admin.page.getByLabel(either((l) => l.school.form_email)).fill('post@nordstrand.no');
    await admin.page.getByRole('button', { name: either((l) => l.school.create_submit) }).click();
    await admin.page.waitForURL(at(`/school/${slug}/manage/settings`));
    await admin.page.getByLabel(either((l) => l.school.form_time_zone)).waitFor();
    await screenshots(admin.page, 'manage-school-settings');

    // Users: the admin alone, then an invitation to the teacher's address.
    await admin.page.getByRole('link', { name: either((l) => l.school.tab_users) }).click();
    await admin.page.getByText('Kari Nordmann', { exact: false }).first().waitFor();
    const teacher = newAccount('Tore Teacher');
    await registerViaApi(server.url, teacher);
    await admin.page.getByLabel(either((l) => l.school.invite_email)).fill(teacher.email);
    await admin.page.getByRole('button', { name: either((l) => l.school.invite_send) }).click();
    await admin.page.getByText(teacher.email).waitFor();
    await admin.page
      .getByText(containing((l) => l.school.invitation_status_sent))
      .first()
      .waitFor();
    await screenshots(admin.page, 'manage-school-users');

    const mail = await waitForMail(teacher.email);
    const link = linkIn(mail, `${server.url}/school/${slug}/invitation/`);

    // Someone else opens the forwarded link in their own browser and is refused.
    const stranger = newAccount('Sara Stranger');
    await registerViaApi(server.url, stranger);
    const other = await freshPage();
    await other.page.goto(link);
    await other.page.getByRole('link', { name: en.school.invite_login }).click();
    await logInWith(other.page, stranger.email, stranger.password);
    await other.page.waitForURL(link);
    await other.page.getByRole('button', { name: en.school.invite_accept }).click();
    await other.page.getByRole('alert').getByText(en.errors.invited_email_mismatch).waitFor();
    await other.context.close();

    // The invited teacher, in a fresh browser: sign in, accept, and they are in.
    const invited = await freshPage();
    await invited.page.goto(link);
    await invited.page.getByRole('heading', { name: `Join ${schoolName}` }).waitFor();
    await screenshots(invited.page, 'invitation');
    await invited.page.getByRole('link', { name: en.school.invite_login }).click();
    await logInWith(invited.page, teacher.email, teacher.password);
    await invited.page.waitForURL(link);
    await invited.page.getByRole('button', { name: en.school.invite_accept }).click();
    await invited.page.getByText(`Welcome! You are now a member of ${schoolName}.`).waitFor();
    await invited.page.getByRole('link', { name: en.school.invite_open_school }).click();
    await invited.page.getByText(en.school.page_member).waitFor();
    await invited.page.goto(at('/schools'));
    await invited.page.getByText(en.school.mine_current).waitFor();
    await screenshots(invited.page, 'my-schools');
    await invited.context.close();

    // The admin sees the teacher among the school's users.
    await admin.page.reload();
    await admin.page.getByText(teacher.email).first().waitFor();
    expect(await admin.page.getByText('Tore Teacher').count()).toBeGreaterThan(0);
    await admin.context.close();
  }, 120_000);
});

async function waitForMail(to: string) {
  for (let i = 0; i < 100; i++) {
    const found = smtp.received.findLast((m) => m.to.includes(to));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

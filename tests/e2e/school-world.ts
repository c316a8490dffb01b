import { randomBytes, randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import no from '../../locales/no.json' with { type: 'json' };
import { freePort } from '../support/free-port.ts';
import { FEIDE_PRINCIPAL, startOidcProvider, type TestOidcProvider } from '../support/oidc-provider.ts';
import { linkIn, type ReceivedMail, startSmtpSink } from '../support/smtp-sink.ts';
import { startTestServer } from '../support/test-server.ts';
import { launchChromium } from './chromium.ts';
import { consentedContext } from './page-session.ts';

/**
 * The school browser tests' world: the app with a real local SMTP server for its mail and a local
 * OpenID Connect provider acting as Feide, and one Chromium. `schoolWorld()` starts them before the
 * file's tests and stops them after; its fields are filled in once they run.
 */
export interface SchoolWorld {
  server: Awaited<ReturnType<typeof startTestServer>>;
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  feide: TestOidcProvider;
  browser: Browser;
  /** An absolute address on the app. */
  at(path: string): string;
  /** A browser context of its own (cookie notice accepted), as a new person would open the app. */
  freshPage(width?: number): Promise<{ context: BrowserContext; page: Page }>;
  /** A Feide user of `org` signs in at the school login, in the popup, as the /skoler page offers. */
  signInWithFeide(page: Page, options?: { org?: string; affiliation?: 'faculty' | 'student' }): Promise<void>;
  /** The newest mail to `to` (holding `containing`, when given), waiting a little for it. */
  mailTo(to: string, containing?: string): Promise<ReceivedMail>;
  /** The owner of `email` opens the link of its registration mail in `page`: the address is confirmed. */
  confirmEmail(page: Page, email: string): Promise<void>;
}

export function schoolWorld(): SchoolWorld {
  const world = {} as SchoolWorld;
  world.at = (path) => new URL(path, world.server.url).href;
  world.freshPage = async (width = 1280) => {
    const context = await consentedContext(world.browser, world.server.url, {
      viewport: { width, height: 900 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return { context, page };
  };
  world.signInWithFeide = async (page, { org, affiliation = 'faculty' } = {}) => {
    const id = randomUUID().slice(0, 8);
    const account = {
      login: `kari-${id}`,
      password: 'feide password',
      claims: {
        email: `kari-${id}@nordstrand.no`,
        name: 'Kari Nordmann',
        [FEIDE_PRINCIPAL]: `kari-${id}@nordstrand.no`,
        eduPersonAffiliation: ['member', affiliation],
        schacHomeOrganization: org ?? `nordstrand-${id}.no`,
      },
    };
    world.feide.addAccount(account);
    await page.goto(world.at('/login-skoler'));
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: /Feide/ }).click(),
    ]);
    await popup.getByLabel('User name').fill(account.login);
    await popup.getByLabel('Password').fill(account.password);
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Sign in' }).click()]);
    // Pupils are sent to the school join page (spec §6), teachers to their quizzes.
    await page.waitForURL(affiliation === 'student' ? world.at('/join') : /\/my-quiz\/\w+$/);
  };

  world.mailTo = async (to, containing = '') => {
    for (let i = 0; i < 100; i++) {
      const found = world.smtp.received.findLast(
        (m) => m.to.includes(to) && m.raw.replace(/=\r?\n/g, '').includes(containing),
      );
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${to}`);
  };
  world.confirmEmail = async (page, email) => {
    const prefix = world.at('/confirm-email/');
    await page.goto(linkIn(await world.mailTo(email, prefix), prefix));
    await page.getByRole('heading', { name: either((l) => l.auth.confirmed_heading) }).waitFor();
  };

  beforeAll(async () => {
    world.smtp = await startSmtpSink();
    const feidePort = await freePort();
    const secret = randomBytes(16).toString('hex');
    world.server = await startTestServer({
      smtpUrl: world.smtp.url,
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
    world.feide = await startOidcProvider({
      title: 'Feide (test)',
      port: feidePort,
      clientSecret: secret,
      redirectUris: [world.at('/api/auth/3rd-party/feide/callback')],
      postLogoutRedirectUris: [world.at('/api/auth/3rd-party/feide/logged-out')],
    });
    world.browser = await launchChromium();
  });

  afterAll(async () => {
    await world.browser?.close();
    await world.server?.close();
    await world.feide?.close();
    await world.smtp?.close();
  });

  return world;
}

/** A text in English or Norwegian: the school login may have switched the browser to Norwegian. */
export const either = (pick: (locale: typeof en) => string) =>
  new RegExp(
    `^(${[pick(en), pick(no as typeof en)].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
  );

/** With KVISS_SCREENSHOTS set to a folder, the page at a phone's and a big screen's width, to look at. */
export async function screenshots(page: Page, name: string) {
  const folder = process.env.KVISS_SCREENSHOTS;
  if (!folder) return;
  const size = page.viewportSize();
  for (const width of [375, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/**
 * Creates a school through its form as a signed-in school creator would, and waits for Manage School's
 * settings, where a new school lands. `at` makes the app's address of a path.
 */
export async function createSchoolInBrowser(
  page: Page,
  at: (path: string) => string,
  { slug, name }: { slug: string; name: string },
): Promise<void> {
  await page.goto(at('/school/new'));
  await page.getByLabel(either((l) => l.school.form_school_name)).fill(name);
  await page.getByLabel(either((l) => l.school.form_slug)).fill(slug);
  await page.getByLabel(either((l) => l.school.form_district)).fill('Oslo');
  await page.getByLabel(either((l) => l.school.form_contact_name)).fill('Kari Nordmann');
  await page.getByLabel(either((l) => l.school.form_phone)).fill('+47 912 34 567');
  await page.getByLabel(either((l) => l.school.form_email)).fill('post@nordstrand.no');
  await page.getByRole('button', { name: either((l) => l.school.create_submit) }).click();
  await page.waitForURL(at(`/school/${slug}/manage/settings`));
}

import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import no from '../../locales/no.json' with { type: 'json' };
import { linkIn } from '../support/smtp-sink.ts';
import { newAccount, registerViaApi } from './accounts.ts';
import { logInWith } from './page-session.ts';
import { createSchoolInBrowser, either, schoolWorld, screenshots } from './school-world.ts';

/*
 * Issue 15: a school admin (a Feide teacher, through a local OpenID Connect provider acting as Feide)
 * creates the school and invites a teacher by e-mail (a real local SMTP server); the teacher opens the
 * link in a browser of their own, signs in, confirms their address and joins. Someone signed in with another
 * address is refused, and so is the invited address until it is confirmed.
 */

const world = schoolWorld();
const { at, freshPage } = world;
const signInWithFeide = (page: Page) => world.signInWithFeide(page);

const containing = (pick: (locale: typeof en) => string) =>
  new RegExp(`\\b(${pick(en)}|${pick(no as typeof en)})\\b`);

describe('joining a school by invitation', () => {
  it('an admin invites a teacher by e-mail; the teacher joins through the link; another address is refused', async () => {
    const admin = await freshPage();
    await signInWithFeide(admin.page);
    const slug = `nordstrand-${randomUUID().slice(0, 6)}`;
    const schoolName = `Nordstrand skole ${slug}`;
    await createSchoolInBrowser(admin.page, at, { slug, name: schoolName });
    await admin.page.getByLabel(either((l) => l.school.form_time_zone)).waitFor();
    await screenshots(admin.page, 'manage-school-settings');

    // Users: the admin alone, then an invitation to the teacher's address.
    await admin.page.getByRole('link', { name: either((l) => l.school.tab_users) }).click();
    await admin.page.getByText('Kari Nordmann', { exact: false }).first().waitFor();
    const teacher = newAccount('Tore Teacher');
    await registerViaApi(world.server.url, teacher);
    await admin.page.getByLabel(either((l) => l.school.invite_email)).fill(teacher.email);
    await admin.page.getByRole('button', { name: either((l) => l.school.invite_send) }).click();
    await admin.page.getByText(teacher.email).waitFor();
    await admin.page
      .getByText(containing((l) => l.school.invitation_status_sent))
      .first()
      .waitFor();
    await screenshots(admin.page, 'manage-school-users');

    const mail = await world.mailTo(teacher.email, '/invitation/');
    const link = linkIn(mail, `${world.server.url}/school/${slug}/invitation/`);

    // Someone else opens the forwarded link in their own browser and is refused.
    const stranger = newAccount('Sara Stranger');
    await registerViaApi(world.server.url, stranger);
    const other = await freshPage();
    await other.page.goto(link);
    await other.page.getByRole('link', { name: en.school.invite_login }).click();
    await logInWith(other.page, stranger.email, stranger.password);
    await other.page.waitForURL(link);
    await other.page.getByRole('button', { name: en.school.invite_accept }).click();
    await other.page.getByRole('alert').getByText(en.errors.invited_email_mismatch).waitFor();
    await other.context.close();

    // The invited teacher, in a fresh browser, signs in before confirming the address: anyone could have
    // registered it from a forwarded link, so they are told to confirm it first, and the invitation waits.
    const invited = await freshPage();
    await invited.page.goto(link);
    await invited.page.getByRole('heading', { name: `Join ${schoolName}` }).waitFor();
    await screenshots(invited.page, 'invitation');
    await invited.page.getByRole('link', { name: en.school.invite_login }).click();
    await logInWith(invited.page, teacher.email, teacher.password);
    await invited.page.waitForURL(link);
    await invited.page.getByRole('button', { name: en.school.invite_accept }).click();
    await invited.page.getByRole('alert').getByText(en.errors.school_invitation_email_unconfirmed).waitFor();

    // The link in the registration mail confirms the address; back on the invitation, they join.
    await world.confirmEmail(invited.page, teacher.email);
    await invited.page.goto(link);
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

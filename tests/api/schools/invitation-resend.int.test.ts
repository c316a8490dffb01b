import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../../commands/mail/mailer.ts';
import { postgresBackends } from '../../support/backends.ts';
import { confirmEmailOf } from '../../support/confirmed-user.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createSchool, type Person, personWithRole } from './school-support.ts';

/** A mailer that refuses while `down` is set, as an SMTP server that is away would. */
function flakyMailer(): Mailer & { sent: Mail[]; down: boolean } {
  const mailer = {
    sent: [] as Mail[],
    down: false,
    async send(mail: Mail) {
      if (mailer.down) throw new Error('421 service not available');
      mailer.sent.push(mail);
    },
    close: async () => {},
  };
  return mailer;
}

/*
 * Sending an invitation again (spec §4 invite ready → sent): the first e-mail fails, the admin is told
 * so in a translated error and the invitation stays "ready"; sending it again once the mailer is back
 * makes it "sent" and the link works. Only the school's admins may; a used invitation cannot be resent.
 */
describe.each(postgresBackends())('resending invitations ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const mailer = flakyMailer();
  let admin: Person;
  let teacher: Person;
  let schoolId: string;

  const call = (method: 'GET' | 'POST', url: string, who: Person, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const invitations = async () => (await call('GET', `/schools/${schoolId}/invitations`, admin)).json().data;

  beforeAll(async () => {
    t = await createTestApp(backend, { mailer });
    [admin, teacher] = await Promise.all([
      personWithRole(t, 'Astrid Admin', 'teacher'),
      personWithRole(t, 'Tor Teacher', 'teacher'),
    ]);
    schoolId = (await createSchool(t.app, admin)).school_id;
  });
  afterAll(async () => t?.close());

  it('keeps an invitation whose e-mail failed "ready", and sends it when asked again', async () => {
    const invited = await personWithRole(t, 'Ingrid Invited', 'user');
    mailer.down = true;
    const failed = await call('POST', `/schools/${schoolId}/invitations`, admin, { email: invited.email });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe('invite_mail_failed');
    const [ready] = await invitations();
    expect(ready).toMatchObject({ email: invited.email, status: 'ready' });

    const stillDown = await call(
      'POST',
      `/schools/${schoolId}/invitations/${ready.invitation_id}/resend`,
      admin,
      {},
    );
    expect(stillDown.json().error.code).toBe('invite_mail_failed');
    expect((await invitations())[0].status).toBe('ready');

    mailer.down = false;
    const resent = await call(
      'POST',
      `/schools/${schoolId}/invitations/${ready.invitation_id}/resend`,
      admin,
      {
        language: 'no',
      },
    );
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({ invitation_id: ready.invitation_id, status: 'sent' });
    expect((await invitations())[0].status).toBe('sent');
    const mail = mailer.sent.findLast((m) => m.to === invited.email)!;
    expect(mail.subject).toContain('Kviss');
    expect(mail.text).toContain(`/invitation/${ready.invitation_id}`);

    await confirmEmailOf(t, invited.userId);
    const joined = await call('POST', `/schools/invitations/${ready.invitation_id}/accept`, invited);
    expect(joined.statusCode).toBe(200);
    const used = await call(
      'POST',
      `/schools/${schoolId}/invitations/${ready.invitation_id}/resend`,
      admin,
      {},
    );
    expect([used.statusCode, used.json().error.code]).toEqual([409, 'school_invitation_used']);
  });

  it("refuses anyone but the school's admins, and an invitation that is not the school's", async () => {
    const invited = await call('POST', `/schools/${schoolId}/invitations`, admin, {
      email: 'lost@example.org',
    });
    const id = invited.json().data.invitation_id;
    const before = mailer.sent.length;
    const byTeacher = await call('POST', `/schools/${schoolId}/invitations/${id}/resend`, teacher, {});
    expect([byTeacher.statusCode, byTeacher.json().error.code]).toEqual([403, 'no_permission']);
    const unknown = await call(
      'POST',
      `/schools/${schoolId}/invitations/00000000-0000-4000-8000-000000000000/resend`,
      admin,
      {},
    );
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'school_invitation_not_found']);
    expect(mailer.sent.length).toBe(before);
    // One already sent may go again (a lost mail), and stays "sent".
    expect((await call('POST', `/schools/${schoolId}/invitations/${id}/resend`, admin, {})).statusCode).toBe(
      200,
    );
    expect(mailer.sent.length).toBe(before + 1);
  });
});

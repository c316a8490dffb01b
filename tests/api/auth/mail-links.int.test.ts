import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { createTestApp, memoryMailer, type TestApp } from '../../support/test-app.ts';

/** An address of this machine that a phone on the same network could reach it by. */
const lanAddress =
  Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address ?? '127.0.0.1';

function linkIn(mail: { text: string } | undefined): string {
  const link = mail?.text.match(/https?:\/\/\S+\/(?:confirm-email|reset-password)\/\S+/)?.[0];
  if (!link) throw new Error(`no link in ${mail?.text}`);
  return link;
}

describe.each(postgresBackends())('links in e-mails ($name PostgreSQL)', (backend) => {
  const mailer = memoryMailer();
  let unset: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    unset = await createTestApp(backend, { mailer, publicUrlIsDefault: true });
    configured = await createTestApp(backend, { mailer, publicUrlIsDefault: false });
  });
  afterAll(async () => {
    await unset?.close();
    await configured?.close();
  });

  async function register(t: TestApp, host: string) {
    const email = `user-${randomUUID()}@example.org`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host },
      payload: { name: 'Kari Nordmann', email, password: 'correct horse battery' },
    });
    expect(response.statusCode, response.body).toBe(201);
    await vi.waitFor(() => expect(mailer.sent.find((mail) => mail.to === email)).toBeDefined());
    return { email, link: linkIn(mailer.sent.find((mail) => mail.to === email)) };
  }

  it('without PUBLIC_URL, point at the address the person reached this machine by, so a phone can open them', async () => {
    const { link } = await register(unset, `${lanAddress}:3000`);
    expect(link.startsWith(`http://${lanAddress}:3000/confirm-email/`)).toBe(true);
  });

  it('never follow a Host header naming another site, for sign-up or password reset', async () => {
    const { email, link } = await register(unset, 'evil.example');
    expect(link.startsWith('http://kviss.test/confirm-email/')).toBe(true);

    mailer.sent.length = 0;
    const reset = await unset.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'evil.example' },
      payload: { email },
    });
    expect(reset.statusCode).toBeLessThan(300);
    await vi.waitFor(() => expect(mailer.sent.find((mail) => mail.to === email)).toBeDefined());
    expect(
      linkIn(mailer.sent.find((mail) => mail.to === email)).startsWith('http://kviss.test/reset-password/'),
    ).toBe(true);
  });

  it('use PUBLIC_URL whenever the operator set it', async () => {
    const { link } = await register(configured, `${lanAddress}:3000`);
    expect(link.startsWith('http://kviss.test/confirm-email/')).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import type { Session } from '../../api/contracts/auth.ts';

/** A fresh account for each test, so tests never share a user. */
export function newAccount(name = 'Ada Lovelace') {
  return { name, email: `ada-${randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery' };
}

export type Account = ReturnType<typeof newAccount>;

/** Registers through the API, for tests whose subject is not registration itself. */
export async function registerViaApi(baseUrl: string, account: Account): Promise<Session> {
  const response = await fetch(new URL('/api/auth/register', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Session }).data;
}

/** The test server's view of its outbox (tests/support/test-server.ts). */
interface Outbox {
  mailsTo(to: string): Promise<string[]>;
}

/**
 * Registers through the API and confirms the address with the link from the confirmation e-mail, as
 * the person would: for tests of things only a confirmed account may do (uploads).
 */
export async function registerConfirmedViaApi(
  server: Outbox & { url: string },
  account: Account,
): Promise<Session> {
  const session = await registerViaApi(server.url, account);
  await confirmFromMail(server, account.email);
  return session;
}

/** Follows the confirmation link in the newest e-mail to `email`, as its owner does. */
export async function confirmFromMail(server: Outbox & { url: string }, email: string): Promise<void> {
  const link = await linkPathInMail(server, email, '/confirm-email/');
  const confirmed = await fetch(new URL('/api/auth/confirm-email', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link.slice('/confirm-email/'.length) }),
  });
  if (!confirmed.ok) throw new Error(`confirm failed: ${confirmed.status} ${await confirmed.text()}`);
}

/**
 * The path of the link starting with `pathPrefix` (e.g. `/confirm-email/`) in the newest e-mail to `to`.
 * Mails are sent after the reply, so this waits a little for one to arrive.
 */
export async function linkPathInMail(outbox: Outbox, to: string, pathPrefix: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const newest = (await outbox.mailsTo(to)).at(-1);
    const match = newest && decodeQuotedPrintable(newest).match(new RegExp(`${pathPrefix}[A-Za-z0-9_-]+`));
    if (match) return match[0];
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${pathPrefix} link`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The cookies a signed-in browser holds: the access token the app keeps, and the account's HttpOnly
 * refresh cookie the server keeps (api/auth/refresh-cookie.ts).
 */
export function sessionCookies(baseUrl: string, token: string, refreshToken: string, userId: string) {
  const { hostname } = new URL(baseUrl);
  return [
    { name: 'token', value: token, url: new URL('/', baseUrl).href },
    {
      name: `kviss_refresh_${userId}`,
      value: refreshToken,
      domain: hostname,
      path: '/api',
      httpOnly: true,
      sameSite: 'Strict' as const,
    },
  ];
}

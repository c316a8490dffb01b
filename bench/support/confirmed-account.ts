import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { linkPathInMail } from '../../tests/e2e/accounts.ts';

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: Record<string, unknown> }).data;
}

/**
 * Registers an account on a bench server, and `confirm` confirms its address with the link the server
 * wrote to its outbox (no SMTP configured: `<dataDir>/outbox`), as only a confirmed account may upload.
 * Until then the token is an unconfirmed account's.
 */
export async function confirmedAccount(server: { url: string; dataDir: string }, name: string) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const registered = await post(`${server.url}/api/auth/register`, {
    name,
    email,
    password: 'correct horse battery staple',
  });
  const outbox = path.join(server.dataDir, 'outbox');
  const mailsTo = async (to: string) => {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.includes(to)).sort();
    return Promise.all(names.map((n) => readFile(path.join(outbox, n), 'utf8')));
  };
  const confirm = async () => {
    const link = await linkPathInMail({ mailsTo }, email, '/confirm-email/', 15_000);
    await post(`${server.url}/api/auth/confirm-email`, { token: link.slice('/confirm-email/'.length) });
  };
  return { token: registered.token as string, confirm };
}

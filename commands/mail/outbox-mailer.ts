import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer.ts';

/** How an outbox file name ends for a recipient (unsafe characters replaced), so a reader can find its mails. */
export const outboxSuffix = (to: string) => `-${to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`;

/**
 * With no SMTP configured (embedded mode), each e-mail is written to
 * `<dir>/<time>-<to>.eml`, a complete message any mail program can open.
 */
export function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail: Mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(dir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      await writeFile(
        path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`),
        info.message,
      );
    },
    async close() {},
  };
}

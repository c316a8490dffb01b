import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer.ts';

/** Sends through an SMTP server given as a URL, e.g. `smtp://user:pass@mail.example.org:587`. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail: Mail) {
      await transport.sendMail({ from, ...mail });
    },
    async close() {
      transport.close();
    },
  };
}

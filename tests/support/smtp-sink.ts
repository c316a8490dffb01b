import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives, or, while `refuse(true)` is in
 * force, turns every recipient away as a mail server that is down for a while does (421).
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      const refusal = Object.assign(new Error('Service not available, try again later'), {
        responseCode: 421,
      });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** While on, every message is refused. */
    refuse: (on: boolean) => {
      refusing = on;
    },
    /** Every message received for `to`, raw, oldest first (the same shape as the test server's outbox). */
    mailsTo: async (to: string) => received.filter((m) => m.to.includes(to)).map((m) => m.raw),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a received message that starts with `prefix` (quoted-printable soft breaks undone). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no link starting with ${prefix} in the mail`);
  return match[0];
}

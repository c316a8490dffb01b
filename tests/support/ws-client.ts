import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';

type Message = Record<string, unknown> & { type: string };

/** A real websocket client (over TCP) speaking the /ws protocol. */
export async function wsClient(url: string) {
  const socket = new WebSocket(url);
  const received: Message[] = [];
  socket.on('message', (data) => received.push(JSON.parse(data.toString())));
  // Settles when the connection ends, whoever ends it (a server killed outright included).
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const waitFor = async (predicate: (m: Message) => boolean, timeout = 10_000): Promise<Message> => {
    const deadline = Date.now() + timeout;
    for (;;) {
      const found = received.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(received).slice(0, 800)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return {
    received,
    waitFor,
    closed,
    /** Sends a request with a fresh ref and waits (up to `timeout`) for the reply carrying it. */
    async request(message: Record<string, unknown>, timeout = 10_000): Promise<Message> {
      const ref = randomUUID().slice(0, 8);
      socket.send(JSON.stringify({ v: 1, ref, ...message }));
      return waitFor((m) => m.ref === ref, timeout);
    },
    close: () => socket.terminate(),
  };
}

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import type WebSocket from 'ws';

type Message = Record<string, unknown> & { type: string };

/**
 * A socket on /ws speaking the game protocol, keeping every message it receives. It comes from
 * `address` (127.0.0.1 unless told), with `headers` on the upgrade request (X-Forwarded-For).
 */
export async function gameSocket(
  app: FastifyInstance,
  from: { address?: string; headers?: Record<string, string> } = {},
) {
  const received: Message[] = [];
  const socket: WebSocket = await app.injectWS(
    '/ws',
    // Injected upgrades have no socket of their own: give the request the address a real one would have.
    { headers: from.headers ?? {}, socket: { remoteAddress: from.address ?? '127.0.0.1' } } as never,
    { onOpen: (ws) => ws.on('message', (data) => received.push(JSON.parse(data.toString()))) },
  );
  let seen = 0;
  return {
    received,
    send(message: Record<string, unknown>) {
      socket.send(JSON.stringify({ v: 1, ...message }));
    },
    /** The next message (after those already taken) that matches; waits for it. */
    async next(predicate: (m: Message) => boolean, timeout = 5000): Promise<Message> {
      let found: Message | undefined;
      await vi.waitFor(
        () => {
          const index = received.findIndex((m, i) => i >= seen && predicate(m));
          expect(
            index,
            `no matching message in ${JSON.stringify(received.slice(seen)).slice(0, 500)}`,
          ).toBeGreaterThanOrEqual(0);
          found = received[index];
          seen = index + 1;
        },
        { timeout, interval: 5 },
      );
      return found!;
    },
    /** Sends a request with a fresh ref and waits for the reply carrying it. */
    async request(message: Record<string, unknown>): Promise<Message> {
      const ref = randomUUID().slice(0, 8);
      socket.send(JSON.stringify({ v: 1, ref, ...message }));
      let reply: Message | undefined;
      await vi.waitFor(
        () => {
          reply = received.find((m) => m.ref === ref);
          expect(reply, `no reply to ${message.type}`).toBeDefined();
        },
        { timeout: 5000, interval: 5 },
      );
      return reply!;
    },
    close: () => socket.terminate(),
  };
}

import type WebSocket from 'ws';
import { openSocket } from '../live/socket.ts';

const REPLY_TIMEOUT_MS = 30_000;

export interface Reply {
  type: string;
  ref?: string;
  code?: string;
  retryAfterMs?: number;
  [key: string]: unknown;
}

/** A socket that sends requests with a `ref` and resolves each with the reply carrying it. */
export class Client {
  readonly socket: WebSocket;
  readonly #waiting = new Map<string, (reply: Reply) => void>();
  #refs = 0;
  closedAt = Number.NaN;

  constructor(socket: WebSocket, onMessage?: (message: Reply, at: number) => void) {
    this.socket = socket;
    socket.on('message', (data: Buffer) => {
      const at = performance.now();
      const message = JSON.parse(data.toString()) as Reply;
      if (message.ref) this.#waiting.get(message.ref)?.(message);
      onMessage?.(message, at);
    });
    socket.on('close', () => {
      this.closedAt = performance.now();
      for (const answer of [...this.#waiting.values()]) answer({ type: 'socket closed' });
    });
    socket.on('error', () => {});
  }

  static async open(baseUrl: string, onMessage?: (message: Reply, at: number) => void): Promise<Client> {
    return new Client(await openSocket(baseUrl), onMessage);
  }

  request(message: Record<string, unknown>): Promise<Reply> {
    const ref = `r${++this.#refs}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(ref);
        resolve({ type: 'timeout' });
      }, REPLY_TIMEOUT_MS);
      this.#waiting.set(ref, (reply) => {
        clearTimeout(timer);
        this.#waiting.delete(ref);
        resolve(reply);
      });
      this.socket.send(JSON.stringify({ v: 1, ref, ...message }));
    });
  }

  close(): void {
    this.socket.terminate();
  }
}

/** Attaches as the quizmaster and starts the game; controls go through `control`. */
export async function hostOf(baseUrl: string, gameId: string, token: string) {
  const client = await Client.open(baseUrl);
  const attached = await client.request({ type: 'game.host', gameId, token });
  if (attached.type !== 'game.ack') throw new Error(`host attach refused: ${attached.code ?? attached.type}`);
  return {
    client,
    async control(action: string, extra: Record<string, unknown> = {}): Promise<Reply> {
      return client.request({ type: 'game.control', gameId, action, ...extra });
    },
  };
}

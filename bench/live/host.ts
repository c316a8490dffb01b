import type WebSocket from 'ws';

/**
 * How the server's encoder starts what the quizmaster's screen is sent (JSON.stringify keeps the key
 * order of `encode`): whole views (`game.host`) and answer counts (`game.host.answered`).
 */
const SCREEN_PREFIX = '{"v":1,"type":"game.host';
/** A whole view of a closed question: the results are on the quizmaster's screen. */
const CLOSED = '"phase":"question_closed"';

interface Reply {
  type: string;
  ref?: string;
  code?: string;
}

/** The quizmaster's screen: attaches to the game and drives it, one acknowledged control at a time. */
export class Host {
  readonly #socket: WebSocket;
  readonly #gameId: string;
  readonly #replyTimeoutMs: number;
  readonly #waiting = new Map<string, (reply: Reply) => void>();
  #refs = 0;
  #dropped = false;
  /** The throttled quizmaster screen refreshes: whole views (every player) and answer counts. */
  screenUpdates = 0;
  screenBytes = 0;
  /** The question whose results we wait for, and when each question's results arrived. */
  #watching = -1;
  readonly #resultsAt = new Map<number, number>();

  constructor(socket: WebSocket, gameId: string, replyTimeoutMs: number) {
    this.#socket = socket;
    this.#gameId = gameId;
    this.#replyTimeoutMs = replyTimeoutMs;
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      // Screen refreshes (a whole view is a megabyte at 10,000) carry no ref: counted, never parsed,
      // so the load generator does not spend its event loop on them.
      if (text.startsWith(SCREEN_PREFIX)) {
        const at = performance.now();
        this.screenUpdates += 1;
        this.screenBytes += data.length;
        if (this.#watching >= 0 && !this.#resultsAt.has(this.#watching) && text.includes(CLOSED))
          this.#resultsAt.set(this.#watching, at);
        return;
      }
      const reply = JSON.parse(text) as Reply;
      if (reply.ref) this.#waiting.get(reply.ref)?.(reply);
    });
    socket.on('close', () => {
      this.#dropped = true;
      // Nothing will answer now: a waiting control fails at once rather than at its timeout.
      for (const answer of [...this.#waiting.values()]) answer({ type: 'socket closed' });
    });
    socket.on('error', () => {});
  }

  get dropped(): boolean {
    return this.#dropped;
  }

  attach(token: string): Promise<void> {
    return this.#request({ type: 'game.host', gameId: this.#gameId, token });
  }

  /** Resolves when the server acknowledged the control, i.e. after its events were committed. */
  control(action: 'start' | 'next'): Promise<void> {
    return this.#request({ type: 'game.control', gameId: this.#gameId, action });
  }

  close(): void {
    this.#socket.close();
  }

  /** From now on, the next closed view on the screen is question `q`'s results. */
  watchResults(q: number): void {
    this.#watching = q;
  }

  hasResults(q: number): boolean {
    return this.#resultsAt.has(q);
  }

  resultsAt(q: number): number {
    return this.#resultsAt.get(q) ?? Number.NaN;
  }

  #request(message: Record<string, unknown>): Promise<void> {
    const ref = `h${++this.#refs}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(ref);
        reject(new Error(`${String(message.type)} got no reply within ${this.#replyTimeoutMs} ms`));
      }, this.#replyTimeoutMs);
      this.#waiting.set(ref, (reply) => {
        clearTimeout(timer);
        this.#waiting.delete(ref);
        if (reply.type === 'game.ack') resolve();
        else reject(new Error(`${String(message.type)} refused: ${reply.code ?? reply.type}`));
      });
      this.#socket.send(JSON.stringify({ v: 1, ref, ...message }));
    });
  }
}

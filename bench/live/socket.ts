import WebSocket from 'ws';

const HANDSHAKE_TIMEOUT_MS = 30_000;

/**
 * Opens a socket on /ws as a browser would (browsers offer compression, but
 * the server declines it, so we do not offer it). Rejects on error or timeout.
 * `network`: the client address the bench's server (which trusts the proxy
 * header) takes this phone to come from, so a room is many classrooms, not one.
 */
export function openSocket(baseUrl: string, network?: string): Promise<WebSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, {
    perMessageDeflate: false,
    handshakeTimeout: HANDSHAKE_TIMEOUT_MS,
    ...(network ? { headers: { 'x-forwarded-for': network } } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** Runs `task` over `items` with at most `limit` in flight; returns each outcome in order. */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<Array<PromiseSettledResult<R>>> {
  const outcomes: Array<PromiseSettledResult<R>> = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      outcomes[i] = await task(items[i]!, i).then(
        (value) => ({ status: 'fulfilled', value }) as const,
        (reason: unknown) => ({ status: 'rejected', reason }) as const,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return outcomes;
}

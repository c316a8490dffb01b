import http from 'node:http';

export interface JsonReply {
  status: number;
  body: { data?: Record<string, unknown>; error?: { code: string; message: string } };
  /** Client-measured round trip: from handing the request to the socket pool to the last byte read. */
  ms: number;
}

/**
 * A keep-alive JSON client over node:http: cheaper per request than fetch, so the load generator
 * (which shares the machine's cores with the server) is not what the figures measure. Sockets are
 * reused across players; the pool is large enough that requests do not wait for a free socket.
 */
export class JsonClient {
  readonly #agent: http.Agent;
  readonly #host: string;
  readonly #port: number;

  constructor(baseUrl: string, maxSockets = 1024) {
    const url = new URL(baseUrl);
    this.#host = url.hostname;
    this.#port = Number(url.port);
    this.#agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  }

  request(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonReply> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const start = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: this.#host,
          port: this.#port,
          method,
          path,
          agent: this.#agent,
          headers: {
            ...headers,
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          },
          timeout: 60_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const ms = performance.now() - start;
            try {
              resolve({
                status: res.statusCode ?? 0,
                body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
                ms,
              });
            } catch (error) {
              reject(error);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}

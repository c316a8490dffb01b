import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from './client.ts';

export interface JoinFloodFigures {
  players: number;
  /** From the first join sent until the last player is in the room. */
  filledInMs: number;
  /** Joins the server refused before the room was full, by code (each retried after its retry-after). */
  refused: Record<string, number>;
}

/**
 * Bots from one address filling a room: one socket per bot (as many phones
 * would), `concurrency` at a time, each retrying a refused join after the
 * retry-after the server gives, until every bot is in.
 */
export async function floodJoins(
  baseUrl: string,
  pin: string,
  players: number,
  concurrency = 100,
): Promise<JoinFloodFigures> {
  const refused: Record<string, number> = {};
  let next = 0;
  const clients: Client[] = [];
  const bot = async () => {
    while (next < players) {
      const name = `Bot ${++next}`;
      const client = await Client.open(baseUrl);
      clients.push(client);
      for (;;) {
        const reply = await client.request({ type: 'game.join', pin, name });
        if (reply.type === 'game.joined') break;
        const code = reply.code ?? reply.type;
        refused[code] = (refused[code] ?? 0) + 1;
        if (code === 'join_room_full' || code === 'join_not_live') throw new Error(`join refused: ${code}`);
        // As the join page does: at least a second, spread out so the phones do not all come back at once.
        await sleep(Math.max(reply.retryAfterMs ?? 0, 1000) + Math.random() * 1000);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, bot));
  const filledInMs = Math.round(performance.now() - started);
  for (const client of clients) client.close();
  return { players, filledInMs, refused };
}

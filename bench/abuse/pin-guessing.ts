import { Client } from './client.ts';

export interface PinGuessingFigures {
  seconds: number;
  sockets: number;
  /** Wrong PINs the server looked up and answered "no such game": each one a guess that counted. */
  wrongPinsEvaluated: number;
  wrongPinsPerSecond: number;
  /** Attempts refused before the PIN was looked at, by code. */
  refused: Record<string, number>;
}

/**
 * One client guessing PINs as fast as it can: `workers` sockets at a time, each
 * making a few guesses and then opening a fresh socket, so a per-socket limit
 * alone does not hold it back.
 */
export async function guessPins(
  baseUrl: string,
  realPin: string,
  seconds: number,
  workers = 20,
): Promise<PinGuessingFigures> {
  const until = performance.now() + seconds * 1000;
  let evaluated = 0;
  let sockets = 0;
  const refused: Record<string, number> = {};
  const worker = async () => {
    while (performance.now() < until) {
      const client = await Client.open(baseUrl);
      sockets += 1;
      for (let i = 0; i < 5 && performance.now() < until; i++) {
        const reply = await client.request({ type: 'game.join', pin: wrongPin(realPin), name: 'guess' });
        if (reply.code === 'join_not_live') evaluated += 1;
        else refused[reply.code ?? reply.type] = (refused[reply.code ?? reply.type] ?? 0) + 1;
      }
      client.close();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: workers }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return {
    seconds: Number(elapsed.toFixed(1)),
    sockets,
    wrongPinsEvaluated: evaluated,
    wrongPinsPerSecond: Math.round(evaluated / elapsed),
    refused,
  };
}

function wrongPin(realPin: string): string {
  for (;;) {
    const pin = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
    if (pin !== realPin) return pin;
  }
}

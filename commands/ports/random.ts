import { randomBytes, randomUUID } from 'node:crypto';

/** Randomness comes in from outside: the domain stays pure and tests stay repeatable. */
export interface Random {
  uuid(): string;
  bytes(count: number): Uint8Array;
}

export const cryptoRandom: Random = {
  uuid: () => randomUUID(),
  bytes: (count) => randomBytes(count),
};

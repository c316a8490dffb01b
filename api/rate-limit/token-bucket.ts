import type { Clock } from '../../commands/ports/clock.ts';

export interface BucketRule {
  /** Tokens a full bucket holds: the burst allowed at once. */
  capacity: number;
  /** Tokens added back per second. */
  perSecond: number;
}

export interface Taken {
  allowed: boolean;
  /** Milliseconds until a token is there again; 0 when allowed. */
  retryAfterMs: number;
}

/**
 * What to do with a bucket: `take` a token if there is one (else refuse), only `peek` whether there
 * is one, or `charge` one whether or not there is (the bucket may go into debt, paid back by waiting).
 */
export type BucketOperation = 'take' | 'peek' | 'charge';

/** Where buckets live: one node's memory, or Redis when nodes share it (so the limit holds across nodes). */
export interface BucketStore {
  /**
   * `nowMs` is the caller's clock, so tests move time instead of sleeping. `cost` is how many tokens
   * the operation needs (1 unless a bucket counts e.g. bytes).
   */
  apply(
    operation: BucketOperation,
    key: string,
    rule: BucketRule,
    nowMs: number,
    cost?: number,
  ): Promise<Taken>;
}

/** "A burst of N, then R a second" for one kind of action, keyed by whatever identifies the actor (an address). */
export class TokenBucket {
  readonly #store: BucketStore;
  readonly #name: string;
  readonly #rule: BucketRule;
  readonly #clock: Clock;

  constructor(store: BucketStore, name: string, rule: BucketRule, clock: Clock) {
    this.#store = store;
    this.#name = name;
    this.#rule = rule;
    this.#clock = clock;
  }

  /**
   * One token (or `cost` tokens, for a bucket of bytes), or a refusal with the wait until there are
   * enough. A cost above the capacity is never allowed.
   */
  take(id: string, cost = 1): Promise<Taken> {
    return this.#apply('take', id, cost);
  }

  /**
   * Whether a token is there, without taking it: for limits that count only failures, checked before
   * the attempt and charged after it. Attempts racing in parallel may all pass the check; each is
   * charged all the same, and the debt is paid back by waiting, so the long-run rate still holds.
   */
  peek(id: string, cost = 1): Promise<Taken> {
    return this.#apply('peek', id, cost);
  }

  async charge(id: string): Promise<void> {
    await this.#apply('charge', id);
  }

  #apply(operation: BucketOperation, id: string, cost = 1): Promise<Taken> {
    const key = `${this.#name}:${id}`;
    return this.#store.apply(operation, key, this.#rule, this.#clock.now().getTime(), cost);
  }
}

interface Bucket {
  tokens: number;
  at: number;
}

/** The same arithmetic as the Redis script: refill since last touched, then the operation. */
export function applyTo(
  bucket: Bucket | undefined,
  operation: BucketOperation,
  rule: BucketRule,
  now: number,
  cost = 1,
): { bucket: Bucket; taken: Taken } {
  const at = Math.max(now, bucket?.at ?? now);
  const elapsed = bucket ? Math.max(0, now - bucket.at) : 0;
  const tokens = bucket
    ? Math.min(rule.capacity, bucket.tokens + (elapsed / 1000) * rule.perSecond)
    : rule.capacity;
  const wait = Math.ceil(((cost - tokens) * 1000) / rule.perSecond);
  if (operation === 'charge')
    return { bucket: { tokens: tokens - cost, at }, taken: { allowed: true, retryAfterMs: 0 } };
  if (tokens < cost) return { bucket: { tokens, at }, taken: { allowed: false, retryAfterMs: wait } };
  return {
    bucket: { tokens: operation === 'take' ? tokens - cost : tokens, at },
    taken: { allowed: true, retryAfterMs: 0 },
  };
}

/** One node's memory: enough for the embedded default, where there is one node. */
export function memoryBucketStore(): BucketStore {
  const buckets = new Map<string, { bucket: Bucket; rule: BucketRule }>();
  return {
    async apply(operation, key, rule, now, cost = 1) {
      // A full bucket is the same as none: drop those now and then, so idle addresses do not pile up.
      if (buckets.size >= 10_000)
        for (const [k, kept] of buckets)
          if (applyTo(kept.bucket, 'peek', kept.rule, now).bucket.tokens >= kept.rule.capacity)
            buckets.delete(k);
      const { bucket, taken } = applyTo(buckets.get(key)?.bucket, operation, rule, now, cost);
      buckets.set(key, { bucket, rule });
      return taken;
    },
  };
}

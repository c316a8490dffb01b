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
  /** `nowMs` is the caller's clock, so tests move time instead of sleeping. */
  apply(operation: BucketOperation, key: string, rule: BucketRule, nowMs: number): Promise<Taken>;
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

  /** One token, or a refusal with the wait until the next. */
  take(id: string): Promise<Taken> {
    return this.#apply('take', id);
  }

  /**
   * Whether a token is there, without taking it: for limits that count only failures, checked before
   * the attempt and charged after it. Attempts racing in parallel may all pass the check; each is
   * charged all the same, and the debt is paid back by waiting, so the long-run rate still holds.
   */
  peek(id: string): Promise<Taken> {
    return this.#apply('peek', id);
  }

  async charge(id: string): Promise<void> {
    await this.#apply('charge', id);
  }

  #apply(operation: BucketOperation, id: string): Promise<Taken> {
    return this.#store.apply(operation, `${this.#name}:${id}`, this.#rule, this.#clock.now().getTime());
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
): { bucket: Bucket; taken: Taken } {
  const at = Math.max(now, bucket?.at ?? now);
  const elapsed = bucket ? Math.max(0, now - bucket.at) : 0;
  const tokens = bucket
    ? Math.min(rule.capacity, bucket.tokens + (elapsed / 1000) * rule.perSecond)
    : rule.capacity;
  const wait = Math.ceil(((1 - tokens) * 1000) / rule.perSecond);
  if (operation === 'charge')
    return { bucket: { tokens: tokens - 1, at }, taken: { allowed: true, retryAfterMs: 0 } };
  if (tokens < 1) return { bucket: { tokens, at }, taken: { allowed: false, retryAfterMs: wait } };
  return {
    bucket: { tokens: operation === 'take' ? tokens - 1 : tokens, at },
    taken: { allowed: true, retryAfterMs: 0 },
  };
}

/** One node's memory: enough for the embedded default, where there is one node. */
export function memoryBucketStore(): BucketStore {
  const buckets = new Map<string, { bucket: Bucket; rule: BucketRule }>();
  return {
    async apply(operation, key, rule, now) {
      // A full bucket is the same as none: drop those now and then, so idle addresses do not pile up.
      if (buckets.size >= 10_000)
        for (const [k, kept] of buckets)
          if (applyTo(kept.bucket, 'peek', kept.rule, now).bucket.tokens >= kept.rule.capacity)
            buckets.delete(k);
      const { bucket, taken } = applyTo(buckets.get(key)?.bucket, operation, rule, now);
      buckets.set(key, { bucket, rule });
      return taken;
    },
  };
}

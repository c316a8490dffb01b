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

/** Where buckets live: one node's memory, or Redis when nodes share it (so the limit holds across nodes). */
export interface BucketStore {
  /** Takes one token if there is one; `nowMs` is the caller's clock, so tests move time instead of sleeping. */
  take(key: string, rule: BucketRule, nowMs: number): Promise<Taken>;
  /** Puts one token back (never above capacity): the attempt turned out not to count. */
  giveBack(key: string, rule: BucketRule, nowMs: number): Promise<void>;
}

/**
 * "A burst of N, then R a second" for one kind of action, keyed by whatever identifies the actor
 * (a client address). A token is taken before the action is judged and given back when it turns
 * out not to count: parallel attempts cannot all slip through between a check and a count.
 */
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

  take(id: string): Promise<Taken> {
    return this.#store.take(`${this.#name}:${id}`, this.#rule, this.#clock.now().getTime());
  }

  giveBack(id: string): Promise<void> {
    return this.#store.giveBack(`${this.#name}:${id}`, this.#rule, this.#clock.now().getTime());
  }
}

interface Bucket {
  tokens: number;
  at: number;
}

/** The tokens a bucket holds at `now`, refilled since it was last touched. */
export function refill(bucket: Bucket | undefined, rule: BucketRule, now: number): number {
  if (!bucket) return rule.capacity;
  const elapsed = Math.max(0, now - bucket.at);
  return Math.min(rule.capacity, bucket.tokens + (elapsed / 1000) * rule.perSecond);
}

/** One node's memory: enough for the embedded default, where there is one node. */
export function memoryBucketStore(): BucketStore {
  const buckets = new Map<string, Bucket>();
  const sweep = (now: number, rule: BucketRule) => {
    // A full bucket is the same as none: drop those now and then, so idle addresses do not pile up.
    if (buckets.size < 10_000) return;
    for (const [key, bucket] of buckets) if (refill(bucket, rule, now) >= rule.capacity) buckets.delete(key);
  };
  return {
    async take(key, rule, now) {
      sweep(now, rule);
      const bucket = buckets.get(key);
      const tokens = refill(bucket, rule, now);
      const at = Math.max(now, bucket?.at ?? now);
      if (tokens < 1) {
        buckets.set(key, { tokens, at });
        return { allowed: false, retryAfterMs: Math.ceil(((1 - tokens) * 1000) / rule.perSecond) };
      }
      buckets.set(key, { tokens: tokens - 1, at });
      return { allowed: true, retryAfterMs: 0 };
    },
    async giveBack(key, rule, now) {
      const bucket = buckets.get(key);
      if (!bucket) return;
      buckets.set(key, {
        tokens: Math.min(rule.capacity, refill(bucket, rule, now) + 1),
        at: Math.max(now, bucket.at),
      });
    },
  };
}

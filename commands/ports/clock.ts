/** Time comes in from outside so handlers and tests agree on "now" (DESIGN §1). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

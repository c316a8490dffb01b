import { vi } from 'vitest';

/*
 * vi.waitFor gives up after 1 s by default. Tests wait for real things
 * (projections, sockets, another process) on machines that may be busy (two
 * cores shared with a browser and PostgreSQL), so the default deadline here
 * is 20 s. It only bounds how long a failure takes to report; a passing test
 * returns as soon as its condition holds. Options given at a call still win.
 */
const original = vi.waitFor;
vi.waitFor = ((callback: Parameters<typeof original>[0], options?: Parameters<typeof original>[1]) =>
  original(
    callback,
    typeof options === 'number' ? options : { timeout: 20_000, interval: 20, ...options },
  )) as typeof vi.waitFor;

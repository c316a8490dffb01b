import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureJoinWeight } from '../support/join-weight.ts';
import { startTestServer } from '../support/test-server.ts';

/*
 * A player's phone on a school's crowded Wi-Fi is the slowest part of a live game: /join, opened from
 * the QR code with nothing cached, loads at most 100 kB of JavaScript on the wire, compressed.
 * `npm run bench:join-weight` prints the same figures file by file.
 */

const JOIN_SCRIPT_BUDGET_BYTES = 100_000;

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('the join page’s weight', () => {
  it.each(['en', 'no'])('loads at most 100 kB of JavaScript, all of it compressed (%s)', async (language) => {
    const files = await measureJoinWeight(server.url, language);
    const scripts = files.filter((file) => file.type === 'Script');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.encoding, script.path).toBe('br');
    const bytes = scripts.reduce((sum, script) => sum + script.body, 0);
    expect(bytes).toBeLessThanOrEqual(JOIN_SCRIPT_BUDGET_BYTES);
  });
});

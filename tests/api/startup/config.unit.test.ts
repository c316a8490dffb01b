import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../api/config.ts';

/** Linux's range for temporary client ports: this machine's, or the kernel's default. */
function ephemeralPortRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    return [low!, high!];
  } catch {
    return [32768, 60999];
  }
}

describe('configuration', () => {
  it('puts the embedded PostgreSQL on a port no outgoing connection is given by the kernel', () => {
    const port = readConfig({}).embeddedPostgresPort;
    for (const [low, high] of [ephemeralPortRange(), [32768, 60999]]) {
      expect(port < low! || port > high!).toBe(true);
    }
  });

  it('lets the operator choose the embedded port', () => {
    expect(readConfig({ KVISS_EMBEDDED_PG_PORT: '25499' }).embeddedPostgresPort).toBe(25499);
  });
});

import type { Kysely } from 'kysely';
import type { Bus } from '../commands/bus/index.ts';
import type { CommandDeps } from '../commands/command-context.ts';

/** What the HTTP and websocket layers are given by server.ts (or a test). */
export interface AppDeps extends CommandDeps {
  db: Kysely<unknown>;
  bus: Bus;
  /** Country of an IP address (ISO 3166 alpha-2), or null when unknown. */
  lookupCountry: (ip: string) => Promise<string | null>;
  /** Built web app to serve, if any. */
  webDistDir: string | null;
}

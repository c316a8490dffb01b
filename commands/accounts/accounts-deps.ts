import type { Kysely } from 'kysely';
import type { CommandDeps } from '../command-context.ts';

/** Account handlers also reach the credential tables and the keyed e-mail hash. */
export interface AccountsDeps extends CommandDeps {
  db: Kysely<unknown>;
  /** Keyed hash of a normalised address: names its reservation stream without revealing it. */
  emailKey: (email: string) => string;
  /** The same for phone numbers (normalised, as checkPhone returns them). */
  phoneKey: (phone: string) => string;
}

import type { Role } from '../../domain/user/rules.ts';
import type { CommandOrigin } from '../command-context.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { type Registered, registerUser } from './register-user.ts';

/** Who a third-party provider says signed in, in Kviss's terms. */
export interface ThirdPartyIdentity {
  provider: 'google' | 'feide';
  /** Google's `sub`; for Feide the Feide user id (`ola@skole.no`), the same across services. */
  providerId: string;
  email: string;
  name: string;
  role: Role;
  /** For Feide, the organisation as a Feide group id (`fc:org:skole.no`). */
  schoolId: string | null;
}

/**
 * The account for a first sign-in through Google or Feide: the provider vouches for the address and
 * there is no password. An address already held by another account is refused (`email_in_use`), never
 * merged: taking over an account must take its password, not only a provider's word.
 */
export function registerThirdPartyUser(
  deps: AccountsDeps,
  identity: ThirdPartyIdentity,
  origin: CommandOrigin,
): Promise<Registered> {
  return registerUser(deps, { ...identity, emailConfirmed: true, password: null }, origin);
}

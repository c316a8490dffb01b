import type { AccountsDeps } from './accounts-deps.ts';
import type { TwoFactorKeys } from './two-factor-keys.ts';

/** Two-factor handlers also seal authenticator secrets and hash e-mailed codes. */
export interface TwoFactorDeps extends AccountsDeps {
  twoFactorKeys: TwoFactorKeys;
}

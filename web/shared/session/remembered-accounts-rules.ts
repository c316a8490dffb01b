import { PROVIDERS, type Provider } from '../../../domain/user/rules.ts';

/**
 * The other accounts signed in on this device, for switching without a password (spec §7
 * `POST users/switch-account`). Pure rules; remembered-accounts.ts keeps the list in localStorage.
 *
 * The signed-in account lives in the session cookies; the list holds the accounts stepped away from.
 * Each keeps its own refresh token in its HttpOnly cookie on the server's side (single use: switching
 * to one rotates it).
 */
export interface RememberedAccount {
  userId: string;
  name: string;
  email: string;
  provider: Provider;
}

/** A device shared by a family or a staff room still has a short list. */
export const MAX_REMEMBERED_ACCOUNTS = 5;

/** The list with `account` in it (first), replacing an older entry for the same user. */
export function withAccount(
  list: readonly RememberedAccount[],
  account: RememberedAccount,
): RememberedAccount[] {
  return [account, ...list.filter((entry) => entry.userId !== account.userId)].slice(
    0,
    MAX_REMEMBERED_ACCOUNTS,
  );
}

export function withoutAccount(list: readonly RememberedAccount[], userId: string): RememberedAccount[] {
  return list.filter((entry) => entry.userId !== userId);
}

/** The accounts to offer a switch to: all but the signed-in one. */
export function switchTargets(
  list: readonly RememberedAccount[],
  currentUserId: string | null,
): RememberedAccount[] {
  return list.filter((entry) => entry.userId !== currentUserId);
}

/** The stored list, leaving out anything malformed (an older app version, a hand edit). */
export function parseRememberedAccounts(raw: string | null): RememberedAccount[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isRememberedAccount).slice(0, MAX_REMEMBERED_ACCOUNTS);
}

function isRememberedAccount(value: unknown): value is RememberedAccount {
  if (typeof value !== 'object' || value === null) return false;
  const { userId, name, email, provider } = value as Record<string, unknown>;
  return (
    typeof userId === 'string' &&
    userId !== '' &&
    typeof name === 'string' &&
    typeof email === 'string' &&
    (PROVIDERS as readonly unknown[]).includes(provider)
  );
}

/** How an account is named in the menu: its name, else its address. */
export function accountLabel(account: Pick<RememberedAccount, 'name' | 'email'>): string {
  return account.name.trim() || account.email;
}

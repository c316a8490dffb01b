import { atom } from 'jotai';
import { appStore } from '../../state/app-store.ts';
import {
  parseRememberedAccounts,
  type RememberedAccount,
  withAccount,
  withoutAccount,
} from './remembered-accounts-rules.ts';

/** localStorage: the other accounts signed in on this device (remembered-accounts-rules.ts). */
export const REMEMBERED_ACCOUNTS_KEY = 'kviss_accounts';

export const rememberedAccountsAtom = atom<readonly RememberedAccount[]>([]);

function read(): RememberedAccount[] {
  try {
    return parseRememberedAccounts(localStorage.getItem(REMEMBERED_ACCOUNTS_KEY));
  } catch {
    // Storage blocked (private mode in some browsers): nothing is remembered.
    return [];
  }
}

function write(list: readonly RememberedAccount[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(REMEMBERED_ACCOUNTS_KEY);
    else localStorage.setItem(REMEMBERED_ACCOUNTS_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the list lives on in this tab only.
  }
  appStore.set(rememberedAccountsAtom, list);
}

/** Loads the list and follows changes other tabs make; called once at start-up. */
export function startRememberedAccounts(): void {
  appStore.set(rememberedAccountsAtom, read());
  window.addEventListener('storage', (event) => {
    if (event.key === REMEMBERED_ACCOUNTS_KEY || event.key === null)
      appStore.set(rememberedAccountsAtom, read());
  });
}

export function readRememberedAccounts(): RememberedAccount[] {
  return read();
}

export function rememberAccount(account: RememberedAccount): void {
  write(withAccount(read(), account));
}

export function forgetAccount(userId: string): void {
  write(withoutAccount(read(), userId));
}

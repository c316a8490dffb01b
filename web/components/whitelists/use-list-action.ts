import { useState } from 'react';
import type { WhitelistSummary } from '../../../api/contracts/whitelists.ts';
import { showErrorMessage } from '../../overlays/main-message-state.ts';

/**
 * One list's action at a time (edit, copy, delete): the list being acted on is `busy`, so its buttons keep
 * still meanwhile; a refusal shows its translated message.
 */
export function useListAction(): {
  busy: string | null;
  act: (list: WhitelistSummary, action: () => Promise<void>) => Promise<void>;
} {
  const [busy, setBusy] = useState<string | null>(null);
  async function act(list: WhitelistSummary, action: () => Promise<void>) {
    setBusy(list.id);
    try {
      await action();
    } catch (failure) {
      showErrorMessage(failure);
    } finally {
      setBusy(null);
    }
  }
  return { busy, act };
}

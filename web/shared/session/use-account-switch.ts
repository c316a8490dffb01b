import { useNavigate } from 'react-router-dom';
import { withLoadingOverlay } from '../../overlays/loading-state.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { stepAsideForAnotherAccount, switchAccount } from './session.ts';

/** Where a switched account lands: its own quizzes, not the page of the account switched away from. */
const AFTER_SWITCH_PATH = '/my-quiz';
export const ADD_ACCOUNT_PATH = '/login?add=1';

/** The header's "Switch to …": switches, then shows that account's quizzes; says why when it cannot. */
export function useSwitchAccount(): (userId: string) => Promise<void> {
  const navigate = useNavigate();
  return async (userId) => {
    const outcome = await withLoadingOverlay(() => switchAccount(userId));
    switch (outcome) {
      case 'switched':
        await navigate(AFTER_SWITCH_PATH);
        showToast('success', 'auth.switched_account');
        return;
      case 'expired':
        showToast('error', 'auth.switch_expired');
        return;
      case 'suspended':
        showToast('error', 'auth.switch_suspended');
        return;
      case 'failed':
        showToast('error', 'errors.something_went_wrong');
        return;
    }
  };
}

/** "Add another account": the current account stays remembered; the login page signs in the next one. */
export function useAddAccount(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await stepAsideForAnotherAccount();
    await navigate(ADD_ACCOUNT_PATH);
  };
}

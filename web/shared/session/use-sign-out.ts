import { useNavigate } from 'react-router-dom';
import { withLoadingOverlay } from '../../overlays/loading-state.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { appStore } from '../../state/app-store.ts';
import { openSchoolLogoutPopup } from '../third-party/third-party-logout.ts';
import { SCHOOL_LANDING_PATH, SCHOOL_LOGOUT_DELAY_MS } from '../third-party/third-party-rules.ts';
import { signOut } from './session.ts';
import { sessionAtom } from './session-state.ts';

/**
 * Logs out and goes to the front page. The front page is shown first (flushSync: rendered, not merely
 * scheduled), so a guarded page is gone before the session ends and cannot send the user to log in.
 *
 * A Feide user's logout (spec §2) also opens Feide's logout popup; once logged out, the browser goes to
 * the school landing page /skoler after 800 ms, behind the loading overlay (a guarded page that sends the
 * signed-out user to the school login meanwhile is not seen).
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const session = appStore.get(sessionAtom);
    if (session.status === 'signed-in' && session.claims.provider === 'feide') {
      // Straight from the click, before any wait, or the browser blocks the popup.
      openSchoolLogoutPopup();
      await withLoadingOverlay(async () => {
        await signOut();
        await new Promise((resolve) => setTimeout(resolve, SCHOOL_LOGOUT_DELAY_MS));
      });
      await navigate(SCHOOL_LANDING_PATH, { replace: true });
    } else {
      await navigate('/', { flushSync: true });
      await signOut();
    }
    showToast('success', 'auth.logged_out');
  };
}

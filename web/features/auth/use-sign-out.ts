import { useNavigate } from 'react-router-dom';
import { showToast } from '../../overlays/toast-state.ts';
import { signOut } from './session.ts';

/**
 * Logs out and goes to the front page. The front page is shown first (flushSync: rendered, not merely
 * scheduled), so a guarded page is gone before the session ends and cannot send the user to log in.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await navigate('/', { flushSync: true });
    await signOut();
    showToast('success', 'auth.logged_out');
  };
}

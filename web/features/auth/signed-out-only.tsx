import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { afterLoginTarget } from '../../shared/paths/login-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';

/**
 * Log-in and register pages: a signed-in visitor goes on to the page asked for (`?path=`) or my quizzes.
 * Signing in on the page itself ends the same way, so there is one way out of these pages.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const { search } = useLocation();
  if (session.status === 'signed-in') return <Navigate to={afterLoginTarget(search)} replace />;
  if (session.status === 'starting') return <PageSpinner />;
  return children;
}

import { safeReturnPath } from '../../shared/paths/login-paths.ts';
import type { HostSession } from './live-storage.ts';

/** The page a start link came from (its history state's `returnTo`, set by "Host live"), when its history state carries one that stays on this site. */
export function returnToFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  return typeof state.returnTo === 'string' ? safeReturnPath(state.returnTo) : null;
}

/**
 * Where Close and Cancel lead the quizmaster: back where they started the game (their quizzes, the quiz's
 * editor); the quiz's editor when that is not known (a typed address, a game started before it was kept).
 */
export function hostReturnPath(session: Pick<HostSession, 'quizId' | 'returnTo'>): string {
  return safeReturnPath(session.returnTo) ?? `/my-quiz/edit/${encodeURIComponent(session.quizId)}`;
}

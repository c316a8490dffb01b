import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { QuizView } from '../../api/contracts/quizzes.ts';

/** Why a quiz cannot go live yet (the server refuses with the same codes: api/routes/games); null when it can. */
export function hostBlocker(
  quiz: Pick<QuizView, 'status' | 'questions'>,
): 'quiz_not_active' | 'quiz_has_no_questions' | null {
  if (!quiz.status) return 'quiz_not_active';
  if (quiz.questions.length === 0) return 'quiz_has_no_questions';
  return null;
}

/** The live screens open a room for the quiz (`/start-quiz/{id}`). */
export const hostLivePath = (quizId: string) => `/start-quiz/${encodeURIComponent(quizId)}`;

/** "Host live", or the same button disabled with the reason under it. */
export function HostLiveAction({ quiz, className }: { quiz: QuizView; className: string }) {
  const { t } = useTranslation();
  const hintId = useId();
  const { pathname, search } = useLocation();
  const blocker = hostBlocker(quiz);
  if (blocker === null) {
    return (
      // The live screens lead back here when the game is closed or cancelled (web/features/live/host-return.ts).
      <Link to={hostLivePath(quiz._id)} state={{ returnTo: `${pathname}${search}` }} className={className}>
        {t('my_quiz.host_live')}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={className} disabled aria-describedby={hintId}>
        {t('my_quiz.host_live')}
      </button>
      {/* A line of its own under the row of actions (see .host-live__hint). */}
      <span id={hintId} className="host-live__hint">
        {t(blocker === 'quiz_not_active' ? 'my_quiz.host_hint_inactive' : 'my_quiz.host_hint_no_questions')}
      </span>
    </>
  );
}

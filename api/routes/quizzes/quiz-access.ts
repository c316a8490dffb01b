import type { PublicQuizView, QuizView } from '../../../projections/quizzes/index.ts';
import { publicQuizView } from '../../../projections/quizzes/index.ts';
import type { UserRow } from '../../../projections/users/index.ts';
import { isAdmin } from '../../auth/ownership.ts';
import { ApiError } from '../../errors.ts';
import { sharedReadView } from '../quiz-sharing/shared-quiz-view.ts';

/** The same rule the quiz commands enforce (domain/quiz/decide.ts): the owner and the site's admins. */
export function mayEditQuiz(user: UserRow | null, quiz: QuizView): boolean {
  return user !== null && user.status === 'active' && (quiz.user_id === user.id || isAdmin(user));
}

export const quizNotFound = () => new ApiError(404, 'quiz_not_found');

/** The quiz for an editor: everything, answer key included. */
export function editorQuizView(quiz: QuizView): QuizView & { can_edit: true } {
  return { ...quiz, can_edit: true };
}

/**
 * The quiz as `user` may see it: whole for those who may edit it (`shared` rights from
 * api/routes/quiz-sharing included); without the answer key and the owner's id for anyone else, and 404
 * when inactive unless it is shared with them to read.
 */
export function quizViewFor(
  user: UserRow | null,
  quiz: QuizView,
  shared: { read: boolean; edit: boolean } = { read: false, edit: false },
): (QuizView & { can_edit: true }) | PublicQuizView {
  if (mayEditQuiz(user, quiz) || shared.edit) return editorQuizView(quiz);
  if (shared.read) return sharedReadView(quiz);
  const shown = publicQuizView(quiz);
  if (!shown) throw quizNotFound();
  return shown;
}

import { type PublicQuizView, publicQuizView, type QuizView } from '../../../projections/quizzes/index.ts';

/**
 * The quiz for someone who may read it but not edit it (a shared reader, a share link's visitor): the
 * same view players get, without the answer key or the owner's id, shown even while the quiz is
 * inactive (its owner chose to share it; going live still needs it active).
 */
export function sharedReadView(quiz: QuizView): PublicQuizView {
  const shown = publicQuizView({ ...quiz, status: true })!;
  return { ...shown, status: quiz.status };
}

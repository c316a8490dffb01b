import type { AssignmentOptions } from '../../../domain/assignment/events.ts';
import type { PlayStarted } from '../../../domain/play/events.ts';
import { DEFAULT_QUIZ_SETTINGS, questionsToPlay } from '../../../domain/quiz/rules.ts';
import type { QuizzesTable } from '../../../projections/quizzes/index.ts';
import { lookOf } from '../../../projections/quizzes/quiz-look.ts';
import type { AppDeps } from '../../app-deps.ts';
import { randomIndex } from '../games/open-game.ts';

/**
 * What a new play of this quiz plays: the questions picked now (a random subset when the quiz says
 * so, as a live game would pick them), copied into the play with the quiz's own settings.
 */
export function playContentOf(
  deps: Pick<AppDeps, 'random'>,
  quiz: QuizzesTable,
  assignment?: AssignmentOptions,
): Pick<
  PlayStarted['data'],
  'quizId' | 'quizCode' | 'quizTitle' | 'questions' | 'settings' | 'look' | 'customMessage'
> {
  // A play of an assignment uses the options frozen in it, not the quiz's as they are today.
  const settings = {
    ...DEFAULT_QUIZ_SETTINGS,
    ...quiz.settings,
    ...(assignment
      ? { isRandomQuestionOrder: assignment.randomOrder, showCorrectAnswer: assignment.showCorrectAnswer }
      : {}),
  };
  return {
    quizId: quiz.id,
    quizCode: quiz.code,
    quizTitle: quiz.title,
    questions: questionsToPlay(quiz.questions, settings, randomIndex(deps)),
    look: lookOf(quiz),
    ...(quiz.custom_message ? { customMessage: quiz.custom_message } : {}),
    settings: { speedScoring: settings.speedScoring, showCorrectAnswer: settings.showCorrectAnswer },
  };
}

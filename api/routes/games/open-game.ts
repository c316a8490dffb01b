import type { GameQuestion } from '../../../domain/game/events.ts';
import { effectivePlayerLimit } from '../../../domain/game/rules.ts';
import { DEFAULT_QUIZ_SETTINGS, LIMIT_PLAYER_MAX, questionsToPlay } from '../../../domain/quiz/rules.ts';
import type { QuizzesTable } from '../../../projections/quizzes/index.ts';
import { lookOf } from '../../../projections/quizzes/quiz-look.ts';
import type { AppDeps } from '../../app-deps.ts';

/** A random index below `below`, from the injected randomness. */
export function randomIndex(deps: Pick<AppDeps, 'random'>) {
  return (below: number) => new DataView(deps.random.bytes(4).buffer).getUint32(0) % below;
}

/**
 * What a new game of this quiz plays: the questions picked now (a random
 * subset when the quiz says so) copied into the game, so editing the quiz
 * later never changes a game in progress or its history.
 */
export function gameContentOf(deps: Pick<AppDeps, 'random' | 'maxPlayersPerGame'>, quiz: QuizzesTable) {
  const settings = { ...DEFAULT_QUIZ_SETTINGS, ...quiz.settings };
  const questions: GameQuestion[] = questionsToPlay(quiz.questions, settings, randomIndex(deps));
  // A quiz's limit cannot be set above LIMIT_PLAYER_MAX, so raising it from the lobby stops there too.
  const operator = Math.min(deps.maxPlayersPerGame, LIMIT_PLAYER_MAX);
  return {
    quizId: quiz.id,
    quizTitle: quiz.title,
    questions,
    quizQuestionCount: quiz.questions.length,
    look: lookOf(quiz),
    // The end screens show the quiz's closing message as it was when the game opened.
    ...(quiz.custom_message ? { customMessage: quiz.custom_message } : {}),
    playerLimit: effectivePlayerLimit({ room: null, quiz: settings.limitPlayer, operator }),
    limits: { quiz: settings.limitPlayer, operator },
    settings: {
      showCorrectAnswer: settings.showCorrectAnswer,
      showResultOnUserDevice: settings.showResultOnUserDevice,
      speedScoring: settings.speedScoring,
    },
  };
}

import { decidePlay, type PlayCommand } from '../../../domain/play/decide.ts';
import { evolvePlay, initialPlayState, type PlayState } from '../../../domain/play/events.ts';
import { type PlayView, playView } from '../../../domain/play/views.ts';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import { DEFAULT_QUIZ_SETTINGS, questionsToPlay } from '../../../domain/quiz/rules.ts';
import type { QuizzesTable } from '../../../projections/quizzes/index.ts';
import { lookOf } from '../../../projections/quizzes/quiz-look.ts';

const PREVIEW_NAME = 'Preview';
const PLAY_ID = '00000000-0000-4000-8000-000000000000';
/** decidePlay's key for a guest play. */
const PLAYER = `guest:${PLAY_ID}`;

/**
 * A library preview step, folded in memory by the play-alone rules from the answers the browser sent
 * so far (null for a question left unanswered). Nothing is appended: no play, report, score or coin.
 * The answer key of the question on screen stays here (playView hides it until it is answered), so a
 * reader who may only preview learns an answer only by giving one. The questions play in the quiz's
 * order, so every step folds the same run; each answer counts as given the moment its question opened.
 */
export function previewStep(
  quiz: QuizzesTable,
  answers: readonly (PlayerAnswer | null)[],
  reveal: boolean,
  now: Date,
): PlayView {
  const settings = { ...DEFAULT_QUIZ_SETTINGS, ...quiz.settings, isRandomQuestionOrder: false };
  const at = now.toISOString();
  let state: PlayState = initialPlayState;
  const apply = (command: PlayCommand) => {
    state = decidePlay(command, state).reduce(evolvePlay, state);
  };
  apply({
    type: 'StartPlay',
    data: {
      playId: PLAY_ID,
      quizId: quiz.id,
      quizCode: quiz.code,
      quizTitle: quiz.title,
      questions: questionsToPlay(quiz.questions, settings, () => 0),
      look: lookOf(quiz),
      settings: { speedScoring: settings.speedScoring, showCorrectAnswer: settings.showCorrectAnswer },
      player: { userId: null, name: PREVIEW_NAME },
      retryOf: null,
      togetherId: null,
      assignmentId: null,
      startedAt: at,
    },
  });
  // Later steps run on the fresh clock; earlier questions are folded at `at` so their timers never ran out.
  apply({ type: 'ShowNext', data: { playerKey: PLAYER, at } });
  answers.forEach((answer, index) => {
    if (state.phase !== 'playing' || state.index !== index) return;
    if (answer)
      apply({
        type: 'SubmitPlayAnswer',
        data: { playerKey: PLAYER, index, answer, receivedAt: at, submissionId: `preview-${index}` },
      });
    else apply({ type: 'ClosePlayQuestion', data: { playerKey: PLAYER, at } });
    const last = index === answers.length - 1;
    if (!(last && reveal)) apply({ type: 'ShowNext', data: { playerKey: PLAYER, at } });
  });
  if (state.phase === 'absent') throw new Error('a preview always starts');
  return playView(state);
}

import { useCallback, useState } from 'react';
import type { EditorQuizView } from '../../../api/contracts/quizzes.ts';
import { decidePlay, type PlayCommand } from '../../../domain/play/decide.ts';
import { evolvePlay, initialPlayState, type PlayState } from '../../../domain/play/events.ts';
import { playView } from '../../../domain/play/views.ts';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import { DEFAULT_QUIZ_SETTINGS, questionsToPlay } from '../../../domain/quiz/rules.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';

/** The player a preview plays as: a guest, so the play answers to `guest:<playId>`. */
const PREVIEW_NAME = 'Preview';
const randomIndex = (below: number) => Math.floor(Math.random() * below);
const playerKey = (current: PlayState) =>
  current.phase === 'absent' ? '' : `guest:${current.started.playId}`;
const now = () => new Date().toISOString();

/**
 * A preview of the quiz, decided in this browser by the same play-alone rules the server runs
 * (domain/play: timers, scoring, answer feedback, the right answer when the quiz shows it), folded in
 * memory. Nothing is sent: no game is opened and no event, score, report or coin is recorded. The
 * creator holds the answer key already (the editor's copy of the quiz), so deciding here reveals nothing.
 */
export function usePreviewPlay(quiz: EditorQuizView) {
  const [state, setState] = useState<PlayState>(initialPlayState);
  const [error, setError] = useState<string | null>(null);

  const apply = useCallback((command: (state: PlayState) => PlayCommand | null) => {
    setState((current) => {
      const next = command(current);
      if (!next) return current;
      try {
        const folded = decidePlay(next, current).reduce(evolvePlay, current);
        setError(null);
        return folded;
      } catch (failure) {
        if (!(failure instanceof DomainError)) throw failure;
        setError(failure.code);
        return current;
      }
    });
  }, []);

  const start = useCallback(() => {
    const settings = {
      ...DEFAULT_QUIZ_SETTINGS,
      isRandomQuestionOrder: quiz.is_random_question_order,
      showNumberQuestion: quiz.show_number_question,
    };
    const questions = questionsToPlay(quiz.questions, settings, randomIndex);
    if (questions.length === 0) return setError('preview_no_questions');
    const playId = crypto.randomUUID();
    const fresh = decidePlay(
      {
        type: 'StartPlay',
        data: {
          playId,
          quizId: quiz._id,
          quizCode: quiz.code,
          quizTitle: quiz.title,
          questions,
          player: { userId: null, name: PREVIEW_NAME },
          settings: { speedScoring: quiz.speed_scoring, showCorrectAnswer: quiz.show_correct_answer },
          retryOf: null,
          togetherId: null,
          assignmentId: null,
          startedAt: now(),
          ...(quiz.look ? { look: quiz.look } : {}),
        },
      },
      initialPlayState,
    ).reduce(evolvePlay, initialPlayState);
    setError(null);
    setState(
      decidePlay({ type: 'ShowNext', data: { playerKey: `guest:${playId}`, at: now() } }, fresh).reduce(
        evolvePlay,
        fresh,
      ),
    );
  }, [quiz]);

  const next = useCallback(
    () => apply((current) => ({ type: 'ShowNext', data: { playerKey: playerKey(current), at: now() } })),
    [apply],
  );
  const timeUp = useCallback(
    () =>
      apply((current) => ({ type: 'ClosePlayQuestion', data: { playerKey: playerKey(current), at: now() } })),
    [apply],
  );
  const answer = useCallback(
    (given: PlayerAnswer, submissionId: string, index: number) =>
      apply((current) => ({
        type: 'SubmitPlayAnswer',
        data: { playerKey: playerKey(current), index, answer: given, receivedAt: now(), submissionId },
      })),
    [apply],
  );

  return { view: state.phase === 'absent' ? null : playView(state), error, start, next, timeUp, answer };
}

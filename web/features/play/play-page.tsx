import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { QuizLookScope } from '../../components/quiz-look/index.ts';
import { PlayOutcome } from '../../components/solo-play/play-outcome.tsx';
import { PlayQuestion } from '../../components/solo-play/play-question.tsx';
import { TogetherBoard } from '../../components/together/together-board.tsx';
import { errorKey } from '../../i18n/translation-key.ts';
import { playPaths } from '../../shared/paths/play-paths.ts';
import { useTogetherView } from '../../shared/together/use-together-view.ts';
import { answerQuestion, closeQuestion, nextQuestion } from './play-api.ts';
import { usePlay } from './use-play.ts';
import { useVersus } from './use-versus.ts';
import '../../components/live-screens/live.css';
import '../../components/solo-play/solo-play.css';

/** `/play/{code}`: the questions one by one, each followed by how it went, until the summary. */
export function PlayPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const { play, offsetMs, busy, error, send } = usePlay(code);
  const [refused, setRefused] = useState<PlayerAnswer | null>(null);
  // A retry plays a subset of the questions: the best run's pace does not compare. Played together,
  // the friends are the ones to beat (the group board), not everyone who played alone.
  const versus = useVersus(code, play && !play.isRetry && !play.togetherId ? play.playId : null);
  // Playing together: the friends' progress, live, under the question.
  const group = useTogetherView(play?.togetherId ?? null);

  const next = useCallback(() => {
    setRefused(null);
    void send(nextQuestion);
  }, [send]);
  const timeUp = useCallback(() => void send(closeQuestion), [send]);

  // A fresh play opens its first question at once; the time starts when it is on screen.
  const fresh = play?.phase === 'playing' && play.question === null;
  useEffect(() => {
    if (fresh) void send(nextQuestion);
  }, [fresh, send]);

  if (play?.phase === 'finished') return <Navigate to={playPaths.summary(code)} replace />;
  if (!play?.question) return <PageSpinner />;
  const { question, outcome } = play;

  function answer(given: PlayerAnswer, submissionId: string) {
    setRefused(given);
    void send((session) =>
      answerQuestion(session, { index: question.index, answer: given, submission_id: submissionId }),
    );
  }

  return (
    <QuizLookScope look={play.look}>
      <div className="play-page" data-testid="play-page">
        <p className="play-page__quiz">{play.quizTitle}</p>
        {error ? (
          <p className="phone-question__error" role="alert" data-testid="play-error">
            {t(errorKey(error))}
          </p>
        ) : null}
        {outcome ? (
          <PlayOutcome
            key={question.index}
            question={question}
            outcome={outcome}
            score={play.score}
            busy={busy}
            ghost={versus?.ghost ?? null}
            onNext={next}
          />
        ) : (
          <PlayQuestion
            key={question.index}
            question={question}
            score={play.score}
            offsetMs={offsetMs}
            busy={busy}
            refused={error ? refused : null}
            onAnswer={answer}
            onTimeUp={timeUp}
            onNext={next}
          />
        )}
        {group ? <TogetherBoard view={group} me={play.playerName} /> : null}
      </div>
    </QuizLookScope>
  );
}

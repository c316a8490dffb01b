import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionOnScreen } from '../../../domain/game/views.ts';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import { QUESTION_TYPES } from '../../../domain/question-types/registry.ts';
import { CountdownBar } from '../../components/live-screens/countdown-bar.tsx';
import { newSubmissionId } from '../../components/live-screens/submission-id.ts';
import { useNow } from '../../components/live-screens/use-now.ts';
import { Picture } from '../../components/picture/picture.tsx';
import { VideoPlayer } from '../../components/video-player/video-player.tsx';
import { viewsOf } from '../../question-types/registry.ts';

interface Props {
  question: QuestionOnScreen;
  score: number;
  offsetMs: number;
  busy: boolean;
  /** The answer refused last (back to be corrected), with the reason shown above it. */
  refused: PlayerAnswer | null;
  onAnswer: (answer: PlayerAnswer, submissionId: string) => void;
  onTimeUp: () => void;
  onNext: () => void;
}

/** One question of a solo play: the same phone view as a live game, timed by the server's clock. */
export function PlayQuestion({
  question,
  score,
  offsetMs,
  busy,
  refused,
  onAnswer,
  onTimeUp,
  onNext,
}: Props) {
  const { t } = useTranslation();
  const { PhoneAnswer } = viewsOf(question.screen.question_type);
  const answerable = QUESTION_TYPES[question.screen.question_type].answerKind !== null;
  // One id per question: a resend after a lost reply is the same answer.
  const [submissionId] = useState(newSubmissionId);
  const now = useNow(250, answerable && question.closesAt !== null);
  const timeUp = question.closesAt !== null && now + offsetMs >= Date.parse(question.closesAt);

  useEffect(() => {
    if (answerable && timeUp) onTimeUp();
  }, [answerable, timeUp, onTimeUp]);

  return (
    <section className="phone-question play-question" data-testid="play-question" data-index={question.index}>
      <header className="phone-question__head">
        <p className="phone-question__counter">
          {t('live.question_of', { number: question.index + 1, total: question.total })}
        </p>
        <p className="play-score" data-testid="play-score">
          {t('play.score', { score })}
        </p>
      </header>
      <h1 className="phone-question__title">{question.title}</h1>
      {question.picture && !viewsOf(question.screen.question_type).ownPicture ? (
        <Picture
          picture={question.picture}
          size="phone"
          className={`phone-question__picture${question.fullWidthMobile ? ' phone-question__picture--full' : ''}`}
        />
      ) : null}
      {question.video ? <VideoPlayer video={question.video} /> : null}
      {answerable ? <CountdownBar timing={question} offsetMs={offsetMs} /> : null}
      <PhoneAnswer
        key={question.index}
        screen={question.screen}
        locked={busy || timeUp}
        given={refused}
        submit={(answer) => onAnswer(answer, submissionId)}
      />
      {answerable && !timeUp ? null : (
        <button
          type="button"
          className="button button--light play-next"
          onClick={onNext}
          disabled={busy}
          data-testid="play-next"
        >
          {question.index + 1 >= question.total ? t('play.see_summary') : t('play.next')}
        </button>
      )}
    </section>
  );
}

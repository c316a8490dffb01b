import { useTranslation } from 'react-i18next';
import { type QuestionTiming, questionCountdown, readingSecondsLeft } from './question-clock.ts';
import { useNow } from './use-now.ts';

/**
 * Time left to answer, on the server's clock: a bar that shrinks to the close and the seconds left.
 * During the reading time it says when the answers unlock; without a time limit it says so. The
 * quizmaster's progress bar switch hides the bar (the seconds stay). `at` freezes it at one moment (the
 * replay shows each step as it was).
 */
export function CountdownBar({
  timing,
  offsetMs,
  at,
  running = true,
  showBar = true,
}: {
  timing: QuestionTiming;
  offsetMs: number;
  at?: number;
  running?: boolean;
  showBar?: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow(200, running, at);
  const offset = at === undefined ? offsetMs : 0;
  const reading = readingSecondsLeft(timing, now, offset);
  if (reading > 0) {
    return (
      <p className="countdown-note countdown-note--reading" role="status" data-testid="reading-time">
        {t('live.answers_open_in', { seconds: reading })}
      </p>
    );
  }
  const { closesAt } = timing;
  if (closesAt === null) {
    return (
      <p className="countdown-note" data-testid="no-time-limit">
        {t('live.no_time_limit')}
      </p>
    );
  }
  const { secondsLeft, fraction } = questionCountdown({ ...timing, closesAt }, now, offset);
  return (
    <div className={`countdown${showBar ? '' : ' countdown--no-bar'}`}>
      {showBar ? (
        <div
          className="countdown__track"
          role="progressbar"
          aria-label={t('live.time_left_label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(fraction * 100)}
          aria-valuetext={t('live.seconds_left', { seconds: secondsLeft })}
        >
          <div className="countdown__bar" style={{ inlineSize: `${fraction * 100}%` }} />
        </div>
      ) : (
        <span className="visually-hidden" role="timer">
          {t('live.seconds_left', { seconds: secondsLeft })}
        </span>
      )}
      <span className="countdown__seconds" aria-hidden="true">
        {secondsLeft}
      </span>
    </div>
  );
}

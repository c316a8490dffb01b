import { useTranslation } from 'react-i18next';
import { type QuestionTiming, questionCountdown } from './question-clock.ts';
import { useNow } from './use-now.ts';

/**
 * Time left to answer, on the server's clock: a bar that shrinks to the close and the seconds left.
 * `at` freezes it at one moment (the replay shows each step as it was).
 */
export function CountdownBar({
  timing,
  offsetMs,
  at,
  running = true,
}: {
  timing: QuestionTiming;
  offsetMs: number;
  at?: number;
  running?: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow(200, running, at);
  const { secondsLeft, fraction } = questionCountdown(timing, now, at === undefined ? offsetMs : 0);
  return (
    <div className="countdown">
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
      <span className="countdown__seconds" aria-hidden="true">
        {secondsLeft}
      </span>
    </div>
  );
}

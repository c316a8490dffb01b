import { useTranslation } from 'react-i18next';
import type { ResultProps } from '../question-type-views.ts';
import { barMeets, barShares, formatNumber, scaleDecimals } from './slider-maths.ts';

/**
 * After the close: where the guesses fell (a histogram in about ten bars), their average and median,
 * and the correct number with its margin when the quiz shows it; the bars holding a full-points guess
 * stand out.
 */
export function SliderResult({
  screen,
  summary,
  showAnswers = true,
  showMarks = true,
}: ResultProps<'slider'>) {
  const { t, i18n } = useTranslation();
  const decimals = scaleDecimals(screen);
  const write = (n: number) => formatNumber(n, i18n.language, decimals + 1);
  const unit = screen.unit ? ` ${screen.unit}` : '';
  const correct = summary.correct_value;
  const margin = summary.tolerance ?? 0;
  const shares = barShares(summary.histogram);
  const range = (from: number, to: number) => (from === to ? write(from) : `${write(from)}–${write(to)}`);
  return (
    <div className="slider-result">
      {correct !== null ? (
        <p className="slider-result__correct">
          {showMarks ? <span className="correct-mark" aria-hidden="true" /> : null}
          {margin > 0
            ? t('slider.correct_with_margin', { value: `${write(correct)}${unit}`, margin: write(margin) })
            : t('slider.correct_value', { value: `${write(correct)}${unit}` })}
        </p>
      ) : null}
      {showAnswers ? (
        <>
          <dl className="slider-result__stats">
            <div>
              <dt>{t('slider.average')}</dt>
              <dd>{summary.average === null ? '–' : `${write(summary.average)}${unit}`}</dd>
            </div>
            <div>
              <dt>{t('slider.median')}</dt>
              <dd>{summary.median === null ? '–' : `${write(summary.median)}${unit}`}</dd>
            </div>
          </dl>
          <ol className="slider-result__bars" aria-label={t('slider.histogram_label')}>
            {summary.histogram.map((bar, index) => {
              const hit = correct !== null && showMarks && barMeets(bar, correct - margin, correct + margin);
              return (
                <li
                  key={bar.from}
                  className={hit ? 'slider-result__bar slider-result__bar--correct' : 'slider-result__bar'}
                  aria-label={t('slider.bar_label', { range: range(bar.from, bar.to), count: bar.count })}
                >
                  <span className="slider-result__count" aria-hidden="true">
                    {bar.count}
                  </span>
                  <span
                    className="slider-result__fill"
                    style={{ height: `${Math.max(shares[index] ?? 0, 0.02) * 100}%` }}
                    aria-hidden="true"
                  />
                  <span className="slider-result__label" aria-hidden="true">
                    {range(bar.from, bar.to)}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </div>
  );
}

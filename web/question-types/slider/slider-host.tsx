import { useTranslation } from 'react-i18next';
import type { HostQuestionProps } from '../question-type-views.ts';
import { formatNumber, scaleDecimals } from './slider-maths.ts';

/** On the projector while phones guess: the scale the guesses lie on, ends labelled large. */
export function SliderHostQuestion({ screen }: HostQuestionProps<'slider'>) {
  const { t, i18n } = useTranslation();
  const write = (n: number) => formatNumber(n, i18n.language, scaleDecimals(screen));
  const unit = screen.unit ? ` ${screen.unit}` : '';
  return (
    <div className="slider-host surface">
      <p className="slider-host__prompt">
        {t('slider.guess_between', {
          min: `${write(screen.min)}${unit}`,
          max: `${write(screen.max)}${unit}`,
        })}
      </p>
      <div className="slider-host__scale" aria-hidden="true">
        <span className="slider-host__end">{write(screen.min)}</span>
        <span className="slider-host__line" />
        <span className="slider-host__end">{write(screen.max)}</span>
      </div>
    </div>
  );
}

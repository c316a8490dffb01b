import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GivenAnswerProps, PhoneAnswerProps } from '../question-type-views.ts';
import {
  formatNumber,
  nearestOnScale,
  nudge,
  parseDecimal,
  scaleDecimals,
  startValue,
} from './slider-maths.ts';

/**
 * The guess: a slider for a thumb or a mouse (arrow keys and Page Up/Down for a keyboard), − and +
 * buttons for exact steps on a long scale, and a box to type the number; then send.
 */
export function SliderPhoneAnswer({ screen, locked, submit }: PhoneAnswerProps<'slider'>) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(() => startValue(screen));
  const [typed, setTyped] = useState<string | null>(null);
  const decimals = scaleDecimals(screen);
  const write = (n: number) => formatNumber(n, i18n.language, decimals);
  const withUnit = (n: number) => (screen.unit ? `${write(n)} ${screen.unit}` : write(n));
  const commitTyped = () => {
    const parsed = typed === null ? null : parseDecimal(typed);
    if (parsed !== null) setValue(nearestOnScale(screen, parsed));
    setTyped(null);
  };
  return (
    <div className="slider-answer">
      <output className="slider-answer__value" htmlFor={`${id}-range`} aria-live="polite">
        {withUnit(value)}
      </output>
      <div className="slider-answer__track">
        <button
          type="button"
          className="slider-answer__nudge"
          onClick={() => setValue((current) => nudge(screen, current, -1))}
          disabled={locked || value <= screen.min}
          aria-label={t('slider.less')}
        >
          −
        </button>
        <input
          id={`${id}-range`}
          className="slider-answer__range"
          type="range"
          min={screen.min}
          max={screen.max}
          step={screen.step}
          value={value}
          disabled={locked}
          onChange={(event) => setValue(nearestOnScale(screen, Number(event.target.value)))}
          aria-label={t('slider.your_guess')}
          aria-valuetext={withUnit(value)}
        />
        <button
          type="button"
          className="slider-answer__nudge"
          onClick={() => setValue((current) => nudge(screen, current, 1))}
          disabled={locked || value >= screen.max}
          aria-label={t('slider.more')}
        >
          +
        </button>
      </div>
      <div className="slider-answer__ends" aria-hidden="true">
        <span>{withUnit(screen.min)}</span>
        <span>{withUnit(screen.max)}</span>
      </div>
      <label className="slider-answer__type" htmlFor={`${id}-typed`}>
        <span>{t('slider.type_label')}</span>
        <input
          id={`${id}-typed`}
          className="field__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          disabled={locked}
          value={typed ?? write(value).replace(/[\s\u00a0\u202f]/g, '')}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commitTyped}
          onKeyDown={(event) => event.key === 'Enter' && commitTyped()}
        />
      </label>
      <button
        type="button"
        className="button button--light button--live-block"
        disabled={locked}
        onClick={() => submit({ kind: 'number', value })}
      >
        {t('live.submit_answer')}
      </button>
    </div>
  );
}

/** The number a player sent. */
export function SliderGivenAnswer({ screen, answer }: GivenAnswerProps<'slider'>) {
  const { t, i18n } = useTranslation();
  if (answer.kind !== 'number') return null;
  const shown = formatNumber(answer.value, i18n.language, scaleDecimals(screen));
  return (
    <p className="slider-given">
      <span className="visually-hidden">{t('live.your_answer')}: </span>
      {screen.unit ? `${shown} ${screen.unit}` : shown}
    </p>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIDER_UNIT_MAX } from '../../../domain/question-types/slider/schema.ts';
import { SLIDER_FALLOFF_SHARE } from '../../../domain/question-types/slider/scoring.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import type { EditorPanelProps } from '../question-type-views.ts';
import { DecimalField } from './decimal-field.tsx';
import { formatNumber, scaleDecimals } from './slider-maths.ts';

/** Which field each slider problem belongs beside. */
const FIELD_OF_PROBLEM: Record<string, 'min' | 'step' | 'correct' | 'tolerance' | 'score' | 'unit'> = {
  slider_range_invalid: 'min',
  slider_step_invalid: 'step',
  slider_correct_invalid: 'correct',
  slider_tolerance_invalid: 'tolerance',
  answer_score_invalid: 'score',
  slider_unit_too_long: 'unit',
};

/** The scale (lowest, highest, step, unit), the correct number, its margin and the points. */
export function SliderEditor({ question, onChange, problem }: EditorPanelProps<'slider'>) {
  const { t, i18n } = useTranslation();
  const unitId = useId();
  const errorAt = (field: string) =>
    problem && FIELD_OF_PROBLEM[problem.problem] === field ? problem.problem : null;
  const decimals = Math.max(scaleDecimals(question), 2);
  const falloff = formatNumber((question.max - question.min) * SLIDER_FALLOFF_SHARE, i18n.language, decimals);
  const unitError = errorAt('unit');
  return (
    <div className="slider-editor">
      <div className="slider-editor__row">
        <DecimalField
          label={t('slider.min_label')}
          value={question.min}
          decimals={decimals}
          onChange={(min) => onChange({ ...question, min })}
          error={errorAt('min')}
        />
        <DecimalField
          label={t('slider.max_label')}
          value={question.max}
          decimals={decimals}
          onChange={(max) => onChange({ ...question, max })}
        />
        <DecimalField
          label={t('slider.step_label')}
          value={question.step}
          decimals={decimals}
          onChange={(step) => onChange({ ...question, step })}
          error={errorAt('step')}
        />
        <div className="field">
          <label className="field__label" htmlFor={unitId}>
            {t('slider.unit_label')}
          </label>
          <input
            id={unitId}
            className="field__input"
            value={question.unit ?? ''}
            maxLength={SLIDER_UNIT_MAX * 2}
            placeholder={t('slider.unit_placeholder')}
            onChange={(event) => onChange({ ...question, unit: event.target.value })}
            aria-invalid={unitError ? true : undefined}
          />
          {unitError ? <p className="field__error">{t(errorKey(unitError))}</p> : null}
        </div>
      </div>
      <div className="slider-editor__row">
        <DecimalField
          label={t('slider.correct_label')}
          value={question.correct_value}
          decimals={decimals}
          onChange={(correct_value) => onChange({ ...question, correct_value })}
          error={errorAt('correct')}
        />
        <DecimalField
          label={t('slider.tolerance_label')}
          value={question.tolerance}
          decimals={decimals}
          onChange={(tolerance) => onChange({ ...question, tolerance })}
          error={errorAt('tolerance')}
        />
        <DecimalField
          label={t('slider.score_label')}
          value={question.score}
          decimals={0}
          onChange={(score) => onChange({ ...question, score: Math.round(score) })}
          error={errorAt('score')}
        />
      </div>
      <p className="field__hint">{t('slider.scoring_note', { falloff })}</p>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { ANSWER_SCORE_MAX } from '../../../domain/question-types/common.ts';

/** The points an answer earns, a whole number; an empty field reads as 0 (the check then says why). */
export function PointsField({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: number;
  onChange: (score: number) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className="text-editor__points">
      <label htmlFor={id} className="text-editor__small-label">
        {t('editor.answer_points')}
      </label>
      <input
        id={id}
        className="field__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={ANSWER_SCORE_MAX}
        step={100}
        value={Number.isFinite(value) ? value : ''}
        onChange={(event) => onChange(event.target.value === '' ? 0 : Math.round(Number(event.target.value)))}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? describedBy : undefined}
      />
    </span>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../i18n/translation-key.ts';
import { formatNumber, parseDecimal } from './slider-maths.ts';

interface DecimalFieldProps {
  label: string;
  value: number;
  /** Receives the number when the box is left or Enter is pressed; a box that holds no number keeps the old value. */
  onChange: (value: number) => void;
  /** Decimals to show the value with. */
  decimals: number;
  hint?: string;
  error?: string | null;
  className?: string;
}

/**
 * A number box that takes decimals and negatives (−40 °C, 0.5 kg), typed with a point or a comma
 * as the reader's language writes them; the editor's whole-number field cannot.
 */
export function DecimalField({
  label,
  value,
  onChange,
  decimals,
  hint,
  error,
  className,
}: DecimalFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const commit = () => {
    if (text === null) return;
    const parsed = parseDecimal(text);
    if (parsed !== null) onChange(parsed);
    setText(null);
  };
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className="field__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text ?? formatNumber(value, i18n.language, decimals).replace(/[\s\u00a0\u202f]/g, '')}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {t(errorKey(error))}
        </p>
      ) : null}
    </div>
  );
}

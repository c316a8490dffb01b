import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../i18n/translation-key.ts';
import { clampInput, digitsOnly } from './number-input.ts';

interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  /** Receives the clamped number when the box is left (spec §2), not on every key. */
  onChange: (value: number) => void;
  hint?: string;
  error?: string | null;
  className?: string;
  /** Shown for screen readers only when the label is visible elsewhere (e.g. a table header). */
  compact?: boolean;
  /** The input's id, for a link elsewhere on the page that takes the author to this field. */
  id?: string;
}

/** A whole-number input: digits only while typing, clamped to [min, max] on blur (spec §2). */
export function NumberField({
  label,
  value,
  min,
  max,
  onChange,
  hint,
  error,
  className,
  compact,
  id: givenId,
}: NumberFieldProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const id = givenId ?? ownId;
  // The text being typed; null when the box shows the value as stored.
  const [text, setText] = useState<string | null>(null);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

  const commit = () => {
    if (text === null) return;
    onChange(clampInput(text, min, max, value));
    setText(null);
  };

  return (
    <div className={['field', 'number-field', className].filter(Boolean).join(' ')}>
      <label className={compact ? 'field__label number-field__label--compact' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        className="field__input number-field__input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={text ?? String(value)}
        onChange={(event) => setText(digitsOnly(event.target.value))}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {t(errorKey(error))}
        </p>
      )}
    </div>
  );
}

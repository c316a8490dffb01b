import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../i18n/translation-key.ts';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** An `errors.` code (from a domain rule or the server), shown under the field. */
  error?: string | null;
  /** A standing explanation under the label, e.g. the password length. */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Sits at the end of the input, e.g. the password field's show/hide toggle. */
  trailing?: ReactNode;
}

/** A labelled input with its hint and its translated error, tied together for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  inputRef,
  trailing,
  ...inputProps
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className={trailing ? 'field__control field__control--with-trailing' : 'field__control'}>
        <input
          {...inputProps}
          id={id}
          ref={inputRef}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {trailing}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {t(errorKey(error))}
        </p>
      )}
    </div>
  );
}

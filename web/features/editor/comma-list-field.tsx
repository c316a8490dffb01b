import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../i18n/translation-key.ts';

const parse = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

/**
 * A list typed as text, separated by commas (tags, country codes). The text is the author's own while
 * typing ("Birds, " stays as typed); the list it means goes to the draft, and an outside change (Undo)
 * puts its text back.
 */
export function CommaListField({
  label,
  hint,
  value,
  onChange,
  error,
  transform = (part) => part,
}: {
  label: string;
  hint: string;
  value: readonly string[];
  onChange: (list: string[]) => void;
  error: string | null;
  transform?: (part: string) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value.join(', '));
  useEffect(() => {
    setText((current) =>
      parse(current).map(transform).join('\n') === value.join('\n') ? current : value.join(', '),
    );
  }, [value, transform]);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        value={text}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          onChange(parse(event.target.value).map(transform));
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {error ? <p className="field__error">{t(errorKey(error))}</p> : null}
    </div>
  );
}

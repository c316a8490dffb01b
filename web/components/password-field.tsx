import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field.tsx';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input whose text can be shown, so a typo on a phone keyboard is easy to spot. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
          <span className="visually-hidden">{t('auth.show_password')}</span>
        </button>
      }
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3.2" fill="currentColor" />
      {crossed && <path d="M4 20 20 4" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />}
    </svg>
  );
}

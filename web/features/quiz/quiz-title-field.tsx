import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleProblem } from '../../../domain/quiz/rules.ts';

interface QuizTitleFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the title was refused by checkQuizTitle, shown under the field. */
  problem: TitleProblem | null;
  placeholder?: string;
}

export function QuizTitleField({ label, value, onChange, problem, placeholder }: QuizTitleFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name="title"
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
      />
      {problem && (
        <p id={errorId} className="field__error">
          {t(`errors.${problem}`)}
        </p>
      )}
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGE_MAX,
  AGE_MIN,
  DIFFICULTY_LEVELS,
  type DifficultyLevel,
  difficultyLevelOf,
  GRADE_MAX,
  GRADE_MIN,
  type QuizAudience,
} from '../../../domain/quiz/audience.ts';
import { NumberField } from '../../components/number-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { errorKey } from '../../i18n/translation-key.ts';
import { CommaListField } from './comma-list-field.tsx';

const GRADES = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => GRADE_MIN + i);
const LEVELS = Object.keys(DIFFICULTY_LEVELS) as DifficultyLevel[];
const upper = (code: string) => code.toUpperCase();

/**
 * Who the quiz is for (spec tags, countries, age 0–99, difficulty easy/normal/hard stored as `difficult`,
 * class subject, grades 1–12): a card beside the game settings. The rules' problem shows under the card.
 */
export function AudiencePanel({
  audience,
  problem,
  onChange,
}: {
  audience: QuizAudience;
  problem: string | null;
  onChange: (audience: QuizAudience) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (patch: Partial<QuizAudience>) => onChange({ ...audience, ...patch });
  const level = difficultyLevelOf(audience.difficult);
  const toggleGrade = (grade: number) =>
    set({
      class_grade: audience.class_grade.includes(grade)
        ? audience.class_grade.filter((g) => g !== grade)
        : [...audience.class_grade, grade].sort((a, b) => a - b),
    });

  return (
    <section
      className="surface details-panel__card details-panel__card--audience"
      aria-labelledby={`${id}-heading`}
      data-testid="audience-panel"
    >
      <h2 id={`${id}-heading`} className="details-panel__heading">
        {t('editor.audience_heading')}
      </h2>
      <CommaListField
        label={t('editor.tags_label')}
        hint={t('editor.tags_hint')}
        value={audience.tags}
        onChange={(tags) => set({ tags })}
        error={null}
      />
      <CommaListField
        label={t('editor.countries_label')}
        hint={t('editor.countries_hint')}
        value={audience.countries}
        onChange={(countries) => set({ countries })}
        transform={upper}
        error={null}
      />
      <div className="details-panel__numbers audience-panel__ages">
        <NumberField
          label={t('editor.age_from')}
          value={audience.age[0]}
          min={AGE_MIN}
          max={AGE_MAX}
          onChange={(youngest) => set({ age: [youngest, Math.max(youngest, audience.age[1])] })}
        />
        <NumberField
          label={t('editor.age_to')}
          value={audience.age[1]}
          min={AGE_MIN}
          max={AGE_MAX}
          onChange={(oldest) => set({ age: [Math.min(oldest, audience.age[0]), oldest] })}
        />
      </div>
      <fieldset className="audience-panel__choices">
        <legend className="field__label">{t('editor.difficulty_label')}</legend>
        <div className="audience-panel__chips">
          {LEVELS.map((name) => (
            <label key={name} className="audience-panel__chip">
              <input
                type="radio"
                name={`${id}-difficulty`}
                checked={level === name}
                onChange={() => set({ difficult: DIFFICULTY_LEVELS[name] })}
              />
              <span>{t(`editor.difficulty_${name}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('editor.class_subject_label')}
        value={audience.class_subject}
        onChange={(class_subject) => set({ class_subject })}
        autoComplete="off"
      />
      <fieldset className="audience-panel__choices">
        <legend className="field__label">{t('editor.class_grade_label')}</legend>
        <div className="audience-panel__chips">
          {GRADES.map((grade) => (
            <label key={grade} className="audience-panel__chip audience-panel__chip--grade">
              <input
                type="checkbox"
                checked={audience.class_grade.includes(grade)}
                onChange={() => toggleGrade(grade)}
                aria-label={t('editor.grade', { grade })}
              />
              <span aria-hidden="true">{grade}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {problem ? (
        <p className="field__error" role="alert">
          {t(errorKey(problem))}
        </p>
      ) : null}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { THEME_NAMES, THEMES, type ThemeName } from '../../../../domain/quiz/look.ts';

/** The three built-in themes as cards that show their colours (spec theme_1, theme_2, theme_3). */
export function ThemePicker({ value, onChange }: { value: ThemeName; onChange: (theme: ThemeName) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="field look-themes">
      <legend className="field__label">{t('look.theme')}</legend>
      <div className="look-themes__list">
        {THEME_NAMES.map((name) => (
          <label key={name} className="look-theme" data-testid={`look-theme-${name}`}>
            <input
              type="radio"
              name="look-theme"
              className="look-theme__input"
              checked={value === name}
              onChange={() => onChange(name)}
            />
            <span
              className="look-theme__sample"
              aria-hidden="true"
              style={{
                color: THEMES[name].question_text_color,
                textShadow: `0 1px 2px ${THEMES[name].question_shadow_color}`,
              }}
            >
              Aa
              <span
                className="look-theme__button"
                style={{ background: THEMES[name].button_color, color: THEMES[name].button_text_color }}
              >
                ▶
              </span>
            </span>
            <span className="look-theme__name">{t(`look.${name}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

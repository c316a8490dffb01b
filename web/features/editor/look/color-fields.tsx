import { useTranslation } from 'react-i18next';
import { type QuizLook, THEME_COLOR_FIELDS, THEMES, themeColors } from '../../../../domain/quiz/look.ts';
import { paintLook } from '../../../components/quiz-look/index.ts';

/**
 * The creator's own colours over the theme's (spec Theme: question text, shadow, button, button text,
 * UI). A colour that would not read on what is behind it is named here: screens show black or white
 * instead, so nothing becomes unreadable, and the creator knows why.
 */
export function ColorFields({
  look,
  onChange,
}: {
  look: QuizLook;
  onChange: (colors: QuizLook['theme_colors']) => void;
}) {
  const { t } = useTranslation();
  const colors = themeColors(look);
  const replaced = paintLook(look).replaced;
  return (
    <fieldset className="field look-colors">
      <legend className="field__label">{t('look.colors')}</legend>
      <div className="look-colors__list">
        {THEME_COLOR_FIELDS.map((field) => {
          const own = look.theme_colors[field] !== undefined;
          return (
            <div key={field} className="look-color">
              <label className="look-color__label">
                <input
                  type="color"
                  className="look-color__input"
                  value={colors[field]}
                  onChange={(event) => onChange({ ...look.theme_colors, [field]: event.target.value })}
                  data-testid={`look-color-${field}`}
                />
                {t(`look.${field}`)}
              </label>
              {own && colors[field] !== THEMES[look.theme_name][field] ? (
                <button
                  type="button"
                  className="button creator-button--outline creator-button--small"
                  onClick={() => {
                    const { [field]: _dropped, ...rest } = look.theme_colors;
                    onChange(rest);
                  }}
                >
                  {t('look.use_theme_color')}
                </button>
              ) : null}
            </div>
          );
        })}
      </div>
      {replaced.length > 0 ? (
        <p className="look-colors__warning" role="status" data-testid="look-contrast-warning">
          {t('look.contrast_warning', { fields: replaced.map((field) => t(`look.${field}`)).join(', ') })}
        </p>
      ) : null}
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import { BASIC_KINDS } from '../../../domain/question-types/basic/index.ts';
import { QUESTION_TYPE_NAMES } from '../../../domain/question-types/registry.ts';
import { viewsOf } from '../../question-types/registry.ts';
import type { QuestionStarter } from './question-factory.ts';

/** One button per kind of question a quiz may hold: the three basic kinds, then every other type. */
export function AddQuestionButtons({
  onAdd,
  disabled,
}: {
  onAdd: (starter: QuestionStarter) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="add-question surface">
      <h3 className="add-question__heading">{t('editor.add_question')}</h3>
      <div className="add-question__buttons">
        {BASIC_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={`button add-question__button add-question__button--${kind}`}
            onClick={() => onAdd({ type: 'basic', kind })}
            disabled={disabled}
          >
            <span aria-hidden="true">+</span> {t(`editor.add_${kind}`)}
          </button>
        ))}
        {QUESTION_TYPE_NAMES.filter((type) => type !== 'basic').map((type) => (
          <button
            key={type}
            type="button"
            className={`button add-question__button add-question__button--${type}`}
            onClick={() => onAdd({ type })}
            disabled={disabled}
          >
            <span aria-hidden="true">+</span> {t(viewsOf(type).labelKey)}
          </button>
        ))}
      </div>
    </div>
  );
}

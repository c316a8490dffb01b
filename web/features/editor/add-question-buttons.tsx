import { useTranslation } from 'react-i18next';
import { BASIC_KINDS } from '../../../domain/question-types/basic/index.ts';
import { QUESTION_TYPE_NAMES, QUESTION_TYPES } from '../../../domain/question-types/registry.ts';
import type { QuizType } from '../../../domain/quiz/rules.ts';
import { viewsOf } from '../../question-types/registry.ts';
import type { QuestionStarter } from './question-factory.ts';

/**
 * One button per kind of question a quiz may hold: the three basic kinds, then every other type. A poll
 * scores nothing (domain/quiz/quiz-type.ts), so it is offered only the kinds that do not.
 */
export function AddQuestionButtons({
  onAdd,
  disabled,
  quizType,
}: {
  onAdd: (starter: QuestionStarter) => void;
  disabled: boolean;
  quizType: QuizType;
}) {
  const { t } = useTranslation();
  const poll = quizType === 'poll';
  const kinds = poll ? BASIC_KINDS.filter((kind) => kind === 'poll') : BASIC_KINDS;
  const types = QUESTION_TYPE_NAMES.filter(
    (type) => type !== 'basic' && !(poll && QUESTION_TYPES[type].scored),
  );
  return (
    <div className="add-question surface">
      <h3 className="add-question__heading">{t('editor.add_question')}</h3>
      <div className="add-question__buttons">
        {kinds.map((kind) => (
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
        {types.map((type) => (
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

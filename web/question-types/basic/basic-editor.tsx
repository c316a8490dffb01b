import { useTranslation } from 'react-i18next';
import { BASIC_KINDS, type BasicKind, changeBasicKind } from '../../../domain/question-types/basic/index.ts';
import type { EditorPanelProps } from '../question-type-views.ts';
import { BasicAnswerFields } from './basic-answer-fields.tsx';

/** Where the editor moves focus after a refused save (the quiz editor asks basic's editor). */
export { answerFieldId } from './basic-answer-fields.tsx';

const KIND_KEYS = {
  multiple_choice: 'editor.kind_multiple_choice',
  true_false: 'editor.kind_true_false',
  poll: 'editor.kind_poll',
} as const;

/** Multiple choice, true/false or poll: the kind, how answers are required or charted, and the answers. */
export function BasicEditor({ question, onChange, problem, newId, idPrefix: id }: EditorPanelProps<'basic'>) {
  const { t } = useTranslation();

  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-kind`}>
          {t('editor.kind_label')}
        </label>
        <select
          id={`${id}-kind`}
          className="field__input creator-select"
          value={question.kind}
          onChange={(event) =>
            onChange(
              changeBasicKind(question, event.target.value as BasicKind, {
                newId,
                trueLabel: t('editor.true'),
                falseLabel: t('editor.false'),
              }),
            )
          }
        >
          {BASIC_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(KIND_KEYS[kind])}
            </option>
          ))}
        </select>
      </div>
      <BasicAnswerFields
        question={question}
        onChange={onChange}
        problem={problem}
        newId={newId}
        idPrefix={id}
      />
    </>
  );
}

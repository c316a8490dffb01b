import { useTranslation } from 'react-i18next';
import { BASIC_KINDS, type BasicKind, changeBasicKind } from '../../../domain/question-types/basic/index.ts';
import { ANSWERS_MAX } from '../../../domain/question-types/basic/schema.ts';
import { ANSWER_SCORE_MAX } from '../../../domain/question-types/common.ts';
import { Icon } from '../../components/icon.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { errorKey } from '../../i18n/translation-key.ts';
import type { EditorPanelProps } from '../question-type-views.ts';
import { AnswerPicture } from '../shared/answer-picture.tsx';
import {
  addAnswer,
  canAddAnswer,
  canRemoveAnswer,
  removeAnswer,
  setCorrect,
  updateAnswer,
} from './basic-answers.ts';

const KIND_KEYS = {
  multiple_choice: 'editor.kind_multiple_choice',
  true_false: 'editor.kind_true_false',
  poll: 'editor.kind_poll',
} as const;

/** Element id of an answer's title field, where the editor moves focus after a refused save. */
export const answerFieldId = (answerId: string) => `answer-title-${answerId}`;

/** Multiple choice, true/false or poll: the kind, then how answers are required or charted, and the answers. */
export function BasicEditor(props: EditorPanelProps<'basic'>) {
  const { t } = useTranslation();
  const { question, onChange, newId, idPrefix: id } = props;
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
      <BasicAnswersEditor {...props} />
    </>
  );
}

/**
 * How answers are required (or a poll charted) and the answers themselves: basic's editor without its
 * kind, for the types answered like multiple choice (a picture that zooms or is revealed, a song).
 */
export function BasicAnswersEditor({
  question,
  onChange,
  problem,
  newId,
  idPrefix: id,
}: EditorPanelProps<'basic'>) {
  const { t } = useTranslation();
  const isPoll = question.kind === 'poll';
  const errorText = problem ? t(errorKey(problem.problem)) : '';
  const answersErrorId = `${id}-answers-error`;
  const listProblem = problem && problem.answer === undefined ? problem : null;

  return (
    <>
      {question.kind === 'multiple_choice' && (
        <fieldset className="choice-group">
          <legend className="field__label">{t('editor.answers_required_label')}</legend>
          {(['one', 'all'] as const).map((mode) => (
            <label key={mode} className="choice">
              <input
                type="radio"
                name={`${id}-required`}
                checked={question.answers_required === mode}
                onChange={() => onChange({ ...question, answers_required: mode })}
              />
              {t(mode === 'one' ? 'editor.answers_required_one' : 'editor.answers_required_all')}
            </label>
          ))}
        </fieldset>
      )}
      {isPoll && (
        <fieldset className="choice-group">
          <legend className="field__label">{t('editor.chart_type_label')}</legend>
          {(['bar', 'pie'] as const).map((chart) => (
            <label key={chart} className="choice">
              <input
                type="radio"
                name={`${id}-chart`}
                checked={question.chart_type === chart}
                onChange={() => onChange({ ...question, chart_type: chart })}
              />
              {t(chart === 'bar' ? 'editor.chart_bar' : 'editor.chart_pie')}
            </label>
          ))}
        </fieldset>
      )}

      <fieldset
        className="answers"
        aria-invalid={listProblem ? true : undefined}
        aria-describedby={listProblem ? answersErrorId : undefined}
      >
        <legend className="field__label">{t('editor.answers_heading')}</legend>
        {isPoll && <p className="field__hint">{t('editor.poll_note')}</p>}
        {listProblem && (
          <p id={answersErrorId} className="field__error">
            {errorText}
          </p>
        )}
        <ol className="answers__list">
          {question.answers.map((answer, answerIndex) => {
            const answerNumber = answerIndex + 1;
            const answerProblem = problem?.answer === answerIndex ? problem.problem : null;
            const answerErrorId = `${id}-answer-${answerIndex}-error`;
            const showPoints = !isPoll && answer.is_correct;
            // A points problem on an answer whose points are hidden is told beside its title.
            const pictureError = answerProblem?.startsWith('image_') ? answerProblem : null;
            const titleError =
              answerProblem !== null &&
              !pictureError &&
              (answerProblem !== 'answer_score_invalid' || !showPoints);
            return (
              <li
                key={answer.answer_id}
                className={answer.is_correct ? 'answer-row answer-row--correct' : 'answer-row'}
              >
                <span className={`answer-mark answer-mark--${(answerIndex % 4) + 1}`} aria-hidden="true" />
                <div className="answer-row__title">
                  <label className="visually-hidden" htmlFor={answerFieldId(answer.answer_id)}>
                    {t('editor.answer_label', { number: answerNumber })}
                  </label>
                  {question.kind === 'true_false' ? (
                    <output id={answerFieldId(answer.answer_id)} className="answer-row__fixed">
                      {answer.title}
                    </output>
                  ) : (
                    <input
                      id={answerFieldId(answer.answer_id)}
                      className="field__input"
                      value={answer.title}
                      placeholder={t('editor.answer_label', { number: answerNumber })}
                      onChange={(event) =>
                        onChange(updateAnswer(question, answerIndex, { title: event.target.value }))
                      }
                      aria-invalid={titleError ? true : undefined}
                      aria-describedby={titleError ? answerErrorId : undefined}
                    />
                  )}
                  {titleError && (
                    <p id={answerErrorId} className="field__error">
                      {errorText}
                    </p>
                  )}
                  <AnswerPicture
                    answer={answer}
                    number={answerNumber}
                    error={pictureError}
                    onChange={(picture) => onChange(updateAnswer(question, answerIndex, picture))}
                  />
                </div>
                {!isPoll && (
                  <div className="answer-row__controls">
                    <label className="choice answer-row__correct">
                      <input
                        type={question.kind === 'true_false' ? 'radio' : 'checkbox'}
                        name={question.kind === 'true_false' ? `${id}-correct` : undefined}
                        checked={answer.is_correct}
                        onChange={(event) =>
                          onChange(setCorrect(question, answerIndex, event.target.checked))
                        }
                        aria-label={t('editor.answer_correct_for', { number: answerNumber })}
                      />
                      <span aria-hidden="true">{t('editor.answer_correct')}</span>
                    </label>
                    {showPoints && (
                      <NumberField
                        className="answer-row__points"
                        label={t('editor.answer_points')}
                        value={answer.score}
                        min={0}
                        max={ANSWER_SCORE_MAX}
                        onChange={(score) => onChange(updateAnswer(question, answerIndex, { score }))}
                        error={answerProblem === 'answer_score_invalid' ? answerProblem : null}
                        compact
                      />
                    )}
                  </div>
                )}
                {canRemoveAnswer(question) && (
                  <button
                    type="button"
                    className="icon-button answer-row__remove"
                    onClick={() => onChange(removeAnswer(question, answerIndex))}
                    aria-label={t('editor.remove_answer', { number: answerNumber })}
                    title={t('editor.remove_answer', { number: answerNumber })}
                  >
                    <Icon path="M6 6l12 12M18 6L6 18" />
                  </button>
                )}
              </li>
            );
          })}
        </ol>
        {question.kind !== 'true_false' && (
          <button
            type="button"
            className="button creator-button--outline creator-button--small"
            onClick={() => onChange(addAnswer(question, newId))}
            disabled={!canAddAnswer(question)}
          >
            {t('editor.add_answer')}
            {!canAddAnswer(question) && (
              <span className="visually-hidden">{t('editor.answers_full', { max: ANSWERS_MAX })}</span>
            )}
          </button>
        )}
      </fieldset>
    </>
  );
}

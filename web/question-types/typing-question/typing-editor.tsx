import { useTranslation } from 'react-i18next';
import { ANSWER_SCORE_MAX } from '../../../domain/question-types/common.ts';
import {
  ACCEPTED_ANSWERS_MAX,
  ACCEPTED_PERCENTAGE_EXACT,
  addAcceptedAnswer,
  withAcceptedPercentage,
  withCompletelyCorrect,
} from '../../../domain/question-types/typing-question/index.ts';
import { NumberField } from '../../components/number-field.tsx';
import { errorKey } from '../../i18n/translation-key.ts';
import type { EditorPanelProps } from '../question-type-views.ts';
import { chosenTolerance, toleranceChoices, typosForgiven } from './tolerance.ts';
import '../text-entry/text-entry.css';

/** Element id of an accepted answer's field, where the editor moves focus after a refused save. */
export const acceptedFieldId = (answerId: string) => `accepted-title-${answerId}`;

/**
 * The accepted answers of a typing question: each one's text, how close a typed answer must be (one
 * choice: exact, or a percentage alike, with the typos it forgives in this answer), and its points.
 */
export function TypingEditor({
  question,
  onChange,
  problem,
  newId,
  idPrefix: id,
}: EditorPanelProps<'typing_question'>) {
  const { t } = useTranslation();
  const errorText = problem ? t(errorKey(problem.problem)) : '';
  const listProblem = problem && problem.answer === undefined ? problem : null;
  const listErrorId = `${id}-accepted-error`;
  const full = question.answers.length >= ACCEPTED_ANSWERS_MAX;
  const update = (index: number, next: (typeof question.answers)[number]) =>
    onChange({ ...question, answers: question.answers.map((a, i) => (i === index ? next : a)) });

  return (
    <fieldset
      className="answers"
      aria-invalid={listProblem ? true : undefined}
      aria-describedby={listProblem ? listErrorId : undefined}
    >
      <legend className="field__label">{t('text_questions.typing.accepted_heading')}</legend>
      <p className="field__hint">{t('text_questions.typing.editor_hint')}</p>
      {listProblem && (
        <p id={listErrorId} className="field__error">
          {errorText}
        </p>
      )}
      <ol className="answers__list">
        {question.answers.map((answer, index) => {
          const number = index + 1;
          const answerProblem = problem?.answer === index ? problem.problem : null;
          const errorId = `${id}-accepted-${index}-error`;
          const chosen = chosenTolerance(answer);
          const toleranceId = `${id}-accepted-${index}-tolerance`;
          const toleranceProblem = answerProblem?.startsWith('accepted_percentage') ?? false;
          const scoreProblem = answerProblem === 'answer_score_invalid';
          const titleProblem = answerProblem !== null && !toleranceProblem && !scoreProblem;
          return (
            <li key={answer.answer_id} className="answer-row answer-row--correct text-editor__row">
              <span className="text-editor__mark" aria-hidden="true">
                ✓
              </span>
              <div className="answer-row__title">
                <label className="visually-hidden" htmlFor={acceptedFieldId(answer.answer_id)}>
                  {t('text_questions.typing.accepted_label', { number })}
                </label>
                <input
                  id={acceptedFieldId(answer.answer_id)}
                  className="field__input"
                  value={answer.title}
                  placeholder={t('text_questions.typing.accepted_label', { number })}
                  onChange={(event) => update(index, { ...answer, title: event.target.value })}
                  aria-invalid={titleProblem ? true : undefined}
                  aria-describedby={answerProblem && !scoreProblem ? errorId : undefined}
                />
                {answerProblem && !scoreProblem && (
                  <p id={errorId} className="field__error">
                    {errorText}
                  </p>
                )}
              </div>
              <div className="answer-row__controls">
                <span className="text-editor__tolerance">
                  <label htmlFor={toleranceId} className="text-editor__small-label">
                    {t('text_questions.typing.tolerance_label')}
                  </label>
                  <select
                    id={toleranceId}
                    className="field__input creator-select"
                    value={chosen ?? ''}
                    onChange={(event) => {
                      const value = event.target.value;
                      update(
                        index,
                        value === ''
                          ? withCompletelyCorrect(answer, false)
                          : withAcceptedPercentage(answer, Number(value)),
                      );
                    }}
                    aria-invalid={toleranceProblem ? true : undefined}
                    aria-describedby={
                      toleranceProblem ? `${toleranceId}-hint ${errorId}` : `${toleranceId}-hint`
                    }
                  >
                    {chosen === null && (
                      <option value="" disabled>
                        {t('text_questions.typing.tolerance_choose')}
                      </option>
                    )}
                    {toleranceChoices(answer).map((percent) => (
                      <option key={percent} value={percent}>
                        {percent === ACCEPTED_PERCENTAGE_EXACT
                          ? t('text_questions.typing.tolerance_exact')
                          : t('text_questions.typing.tolerance_percent', { percent })}
                      </option>
                    ))}
                  </select>
                  <span id={`${toleranceId}-hint`} className="field__hint">
                    {chosen === null || chosen === ACCEPTED_PERCENTAGE_EXACT
                      ? ''
                      : t('text_questions.typing.typos_forgiven', {
                          count: typosForgiven(answer.title, chosen),
                        })}
                  </span>
                </span>
                <NumberField
                  className="answer-row__points"
                  label={t('editor.answer_points')}
                  value={answer.score}
                  min={0}
                  max={ANSWER_SCORE_MAX}
                  onChange={(score) => update(index, { ...answer, score })}
                  error={answerProblem === 'answer_score_invalid' ? answerProblem : null}
                  compact
                />
              </div>
              {question.answers.length > 1 && (
                <button
                  type="button"
                  className="icon-button answer-row__remove"
                  onClick={() =>
                    onChange({ ...question, answers: question.answers.filter((_, i) => i !== index) })
                  }
                  aria-label={t('text_questions.typing.remove_accepted', { number })}
                  title={t('text_questions.typing.remove_accepted', { number })}
                >
                  <svg
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                  >
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </button>
              )}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button creator-button--outline creator-button--small"
        onClick={() => onChange(addAcceptedAnswer(question, newId))}
        disabled={full}
      >
        {t('text_questions.typing.add_accepted')}
        {full && (
          <span className="visually-hidden">
            {t('text_questions.typing.accepted_full', { max: ACCEPTED_ANSWERS_MAX })}
          </span>
        )}
      </button>
    </fieldset>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANSWER_SCORE_MAX,
  ANSWERS_MAX,
  QUESTION_KINDS,
  type QuestionKind,
  TIME_LIMIT_MAX_SECONDS,
  TIME_LIMIT_MIN_SECONDS,
} from '../../../domain/quiz/rules.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { NumberField } from './number-field.tsx';
import type { DraftQuestion } from './question-factory.ts';
import {
  addAnswer,
  canAddAnswer,
  canRemoveAnswer,
  removeAnswer,
  setCorrect,
  updateAnswer,
} from './question-list.ts';
import { type ProblemPlace, problemPlace, type QuestionProblemAt } from './question-problems.ts';

/** Element ids the editor moves focus to after an action (adding, moving, a refused save). */
export const focusIds = {
  title: (questionId: string) => `question-title-${questionId}`,
  moveUp: (questionId: string) => `question-up-${questionId}`,
  moveDown: (questionId: string) => `question-down-${questionId}`,
  answer: (answerId: string) => `answer-title-${answerId}`,
};

interface QuestionCardProps {
  question: DraftQuestion;
  index: number;
  total: number;
  /** The first problem checkQuestion (or the server) found, once the author has tried to save. */
  problem: QuestionProblemAt | null;
  onChange: (question: DraftQuestion) => void;
  onKindChange: (kind: QuestionKind) => void;
  onMove: (delta: -1 | 1) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  newId: () => string;
}

const KIND_KEYS = {
  multiple_choice: 'editor.kind_multiple_choice',
  true_false: 'editor.kind_true_false',
  poll: 'editor.kind_poll',
} as const;

export function QuestionCard({
  question,
  index,
  total,
  problem,
  onChange,
  onKindChange,
  onMove,
  onDuplicate,
  onDelete,
  newId,
}: QuestionCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const number = index + 1;
  const place: ProblemPlace | null = problem ? problemPlace(problem) : null;
  const errorText = problem ? t(errorKey(problem.code)) : '';
  const headingId = `${id}-heading`;
  const titleErrorId = `${id}-title-error`;
  const answersErrorId = `${id}-answers-error`;
  const isPoll = question.kind === 'poll';

  return (
    <article
      className={problem ? 'question-card surface question-card--invalid' : 'question-card surface'}
      aria-labelledby={headingId}
      data-question-id={question.question_id}
    >
      <header className="question-card__header">
        <h3 id={headingId} className="question-card__number">
          {t('editor.question_number', { number })}
        </h3>
        <span className={`creator-badge creator-badge--${question.kind}`}>{t(KIND_KEYS[question.kind])}</span>
        <div className="question-card__tools">
          <button
            id={focusIds.moveUp(question.question_id)}
            type="button"
            className="icon-button"
            onClick={() => onMove(-1)}
            disabled={index === 0}
            aria-label={t('editor.move_up', { number })}
            title={t('editor.move_up', { number })}
          >
            <Icon path="M12 19V5M5 12l7-7 7 7" />
          </button>
          <button
            id={focusIds.moveDown(question.question_id)}
            type="button"
            className="icon-button"
            onClick={() => onMove(1)}
            disabled={index === total - 1}
            aria-label={t('editor.move_down', { number })}
            title={t('editor.move_down', { number })}
          >
            <Icon path="M12 5v14M5 12l7 7 7-7" />
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={onDuplicate}
            aria-label={t('editor.duplicate', { number })}
            title={t('editor.duplicate', { number })}
          >
            <Icon path="M8 8h12v12H8zM4 16V4h12" />
          </button>
          <button
            type="button"
            className="icon-button icon-button--danger"
            onClick={onDelete}
            aria-label={t('editor.delete', { number })}
            title={t('editor.delete', { number })}
          >
            <Icon path="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
          </button>
        </div>
      </header>

      <div className="question-card__meta">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-kind`}>
            {t('editor.kind_label')}
          </label>
          <select
            id={`${id}-kind`}
            className="field__input creator-select"
            value={question.kind}
            onChange={(event) => onKindChange(event.target.value as QuestionKind)}
          >
            {QUESTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(KIND_KEYS[kind])}
              </option>
            ))}
          </select>
        </div>
        <NumberField
          label={t('editor.time_limit_label')}
          value={question.time_limit}
          min={TIME_LIMIT_MIN_SECONDS}
          max={TIME_LIMIT_MAX_SECONDS}
          onChange={(time_limit) => onChange({ ...question, time_limit })}
          error={place === 'time' ? problem?.code : null}
        />
      </div>

      <div className="field">
        <label className="field__label" htmlFor={focusIds.title(question.question_id)}>
          {t('editor.question_title_label')}
        </label>
        <textarea
          id={focusIds.title(question.question_id)}
          className="field__input question-card__title"
          rows={2}
          value={question.title}
          placeholder={t('editor.question_title_placeholder')}
          onChange={(event) => onChange({ ...question, title: event.target.value })}
          aria-invalid={place === 'title' ? true : undefined}
          aria-describedby={place === 'title' ? titleErrorId : undefined}
        />
        {place === 'title' && (
          <p id={titleErrorId} className="field__error">
            {errorText}
          </p>
        )}
      </div>

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
        aria-invalid={place === 'answers' ? true : undefined}
        aria-describedby={place === 'answers' ? answersErrorId : undefined}
      >
        <legend className="field__label">{t('editor.answers_heading')}</legend>
        {isPoll && <p className="field__hint">{t('editor.poll_note')}</p>}
        {place === 'answers' && (
          <p id={answersErrorId} className="field__error">
            {errorText}
          </p>
        )}
        <ol className="answers__list">
          {question.answers.map((answer, answerIndex) => {
            const answerNumber = answerIndex + 1;
            const answerProblem = problem?.answer === answerIndex ? place : null;
            const answerErrorId = `${id}-answer-${answerIndex}-error`;
            const showPoints = !isPoll && answer.is_correct;
            // A points problem on an answer whose points are hidden is told beside its title.
            const titleError =
              answerProblem === 'answer_title' || (answerProblem === 'answer_score' && !showPoints);
            return (
              <li
                key={answer.answer_id}
                className={answer.is_correct ? 'answer-row answer-row--correct' : 'answer-row'}
              >
                <span className={`answer-shape answer-shape--${(answerIndex % 4) + 1}`} aria-hidden="true" />
                <div className="answer-row__title">
                  <label className="visually-hidden" htmlFor={focusIds.answer(answer.answer_id)}>
                    {t('editor.answer_label', { number: answerNumber })}
                  </label>
                  {question.kind === 'true_false' ? (
                    <output id={focusIds.answer(answer.answer_id)} className="answer-row__fixed">
                      {answer.title}
                    </output>
                  ) : (
                    <input
                      id={focusIds.answer(answer.answer_id)}
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
                        error={answerProblem === 'answer_score' ? problem?.code : null}
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
    </article>
  );
}

export function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

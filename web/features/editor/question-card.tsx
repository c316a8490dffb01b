import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPLANATION_MAX,
  TIME_LIMIT_MAX_SECONDS,
  TIME_LIMIT_MIN_SECONDS,
} from '../../../domain/question-types/common.ts';
import { isActiveQuestion } from '../../../domain/question-types/question-status.ts';
import { QUESTION_TYPE_NAMES, type QuestionTypeName } from '../../../domain/question-types/registry.ts';
import { Icon } from '../../components/icon.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { PictureField } from '../../components/picture/picture-field.tsx';
import { errorKey, isErrorCode } from '../../i18n/translation-key.ts';
import { answerFieldId } from '../../question-types/basic/basic-editor.tsx';
import { QUESTION_TYPE_VIEWS, viewsOf } from '../../question-types/registry.ts';
import { Switch } from './details-panel.tsx';
import type { DraftQuestion } from './question-factory.ts';
import { type ProblemPlace, problemPlace, type QuestionProblemAt } from './question-problems.ts';
import { QuestionVideoField } from './video/question-video-field.tsx';

/** Element ids the editor moves focus to after an action (adding, moving, a refused save). */
export const focusIds = {
  title: (questionId: string) => `question-title-${questionId}`,
  moveUp: (questionId: string) => `question-up-${questionId}`,
  moveDown: (questionId: string) => `question-down-${questionId}`,
  answer: answerFieldId,
  explanation: (questionId: string) => `question-explanation-${questionId}`,
};

const KIND_KEYS = {
  multiple_choice: 'editor.kind_multiple_choice',
  true_false: 'editor.kind_true_false',
  poll: 'editor.kind_poll',
} as const;

const badgeOf = (question: DraftQuestion) =>
  question.question_type === 'basic' ? question.kind : question.question_type;

interface QuestionCardProps {
  question: DraftQuestion;
  /** The drag handle (web/features/editor/sortable-question.tsx): picks the card up by pointer or keyboard. */
  handle: ReactNode;
  index: number;
  total: number;
  /** The first problem checkQuestion (or the server) found, once the author has tried to save. */
  problem: QuestionProblemAt | null;
  onChange: (question: DraftQuestion) => void;
  onTypeChange: (type: QuestionTypeName) => void;
  onMove: (delta: -1 | 1) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  newId: () => string;
}

export function QuestionCard({
  question,
  handle,
  index,
  total,
  problem,
  onChange,
  onTypeChange,
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
  const explanationErrorId = `${id}-explanation-error`;
  const views = viewsOf(question.question_type);
  const active = isActiveQuestion(question);
  const Panel = views.Editor;
  // Problems of the common fields are told here; the rest beside the type's own fields.
  const panelProblem =
    problem &&
    place !== 'title' &&
    place !== 'time' &&
    place !== 'explanation' &&
    place !== 'picture' &&
    place !== 'video'
      ? {
          problem: isErrorCode(problem.code) ? problem.code : 'something_went_wrong',
          ...(problem.answer === undefined ? {} : { answer: problem.answer }),
        }
      : null;

  return (
    <article
      className={`question-card surface${problem ? ' question-card--invalid' : ''}${active ? '' : ' question-card--inactive'}`}
      aria-labelledby={headingId}
      data-question-id={question.question_id}
    >
      <header className="question-card__header">
        {handle}
        <h3 id={headingId} className="question-card__number">
          {t('editor.question_number', { number })}
        </h3>
        {/* A basic question says which kind it is (multiple choice, true/false, poll). */}
        <span className={`creator-badge creator-badge--${badgeOf(question)}`}>
          {question.question_type === 'basic' ? t(KIND_KEYS[question.kind]) : t(views.labelKey)}
        </span>
        {active ? null : (
          <span className="creator-badge creator-badge--inactive" data-testid="question-inactive">
            {t('editor.question_inactive_badge')}
          </span>
        )}
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

      <Switch
        checked={active}
        onChange={() => onChange({ ...question, status: !active })}
        label={t('editor.question_active')}
        hint={t('editor.question_active_hint')}
      />

      <div className="question-card__meta">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-type`}>
            {t('editor.type_label')}
          </label>
          <select
            id={`${id}-type`}
            className="field__input creator-select"
            value={question.question_type}
            onChange={(event) => onTypeChange(event.target.value as QuestionTypeName)}
          >
            {QUESTION_TYPE_NAMES.map((type) => (
              <option key={type} value={type}>
                {t(QUESTION_TYPE_VIEWS[type].labelKey)}
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

      {views.ownPicture ? null : (
        <PictureField
          label={t('pictures.question_label')}
          value={question}
          onChange={(picture) => onChange({ ...question, ...picture })}
          error={place === 'picture' ? problem?.code : null}
          testId="question-picture"
        />
      )}
      {!views.ownPicture && question.image ? (
        <label className="video-field__flag question-card__full-width">
          <input
            type="checkbox"
            checked={question.show_full_width_image_mobile === true}
            onChange={(event) =>
              onChange({ ...question, show_full_width_image_mobile: event.target.checked || undefined })
            }
            data-testid="question-picture-full-width"
          />
          {t('pictures.full_width_mobile')}
        </label>
      ) : null}

      {question.question_type === 'slide' ? null : (
        <QuestionVideoField
          value={question}
          onChange={(video) => onChange({ ...question, ...video })}
          error={place === 'video' ? problem?.code : null}
        />
      )}

      <Panel question={question} onChange={onChange} problem={panelProblem} newId={newId} idPrefix={id} />

      <div className="field">
        <label className="field__label" htmlFor={focusIds.explanation(question.question_id)}>
          {t('editor.explanation_label')}
        </label>
        <textarea
          id={focusIds.explanation(question.question_id)}
          className="field__input"
          rows={2}
          maxLength={EXPLANATION_MAX}
          value={question.explanation ?? ''}
          placeholder={t('editor.explanation_placeholder')}
          onChange={(event) => onChange({ ...question, explanation: event.target.value })}
          aria-invalid={place === 'explanation' ? true : undefined}
          aria-describedby={place === 'explanation' ? explanationErrorId : undefined}
        />
        {place === 'explanation' && (
          <p id={explanationErrorId} className="field__error">
            {errorText}
          </p>
        )}
      </div>
    </article>
  );
}

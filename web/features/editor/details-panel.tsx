import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isActiveQuestion } from '../../../domain/question-types/question-status.ts';
import { CUSTOM_MESSAGE_MAX } from '../../../domain/quiz/audience.ts';
import { DESCRIPTION_MAX, QUESTIONS_MAX } from '../../../domain/quiz/decide.ts';
import { LIMIT_PLAYER_MAX, QUIZ_TYPES, type QuizType } from '../../../domain/quiz/rules.ts';
import { NumberField } from '../../components/number-field.tsx';
import { PictureField } from '../../components/picture/picture-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { errorKey } from '../../i18n/translation-key.ts';
import type { DetailProblems, DraftSettings, QuizDraft } from './quiz-draft.ts';

/** The "Questions per game" input: the question list's notice takes the author there. */
export const SHOW_NUMBER_FIELD_ID = 'quiz-setting-show-number-question';

interface DetailsPanelProps {
  draft: QuizDraft;
  problems: DetailProblems;
  onChange: (
    change: Partial<Pick<QuizDraft, 'title' | 'description' | 'custom_message' | 'picture'>>,
  ) => void;
  onSettingsChange: (settings: DraftSettings) => void;
  active: boolean;
  toggling: boolean;
  onToggleActive: () => void;
}

/**
 * Title and description, the active switch, and the game settings: three cards that the editor's
 * layout places (beside the questions on wide screens; around them, questions first, on phones).
 */
export function DetailsPanel({
  draft,
  problems,
  onChange,
  onSettingsChange,
  active,
  toggling,
  onToggleActive,
}: DetailsPanelProps) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const { settings } = draft;
  const set = (patch: Partial<DraftSettings>) => onSettingsChange({ ...settings, ...patch });
  const descriptionLength = [...draft.description].length;
  // Switched-off questions are never played, so they do not count.
  const playable = draft.questions.filter(isActiveQuestion).length;

  return (
    <>
      <section
        className="surface details-panel__card details-panel__card--details"
        aria-labelledby={`${descriptionId}-details`}
      >
        <h2 id={`${descriptionId}-details`} className="details-panel__heading">
          {t('editor.details_heading')}
        </h2>
        <TextField
          label={t('editor.title_label')}
          value={draft.title}
          onChange={(title) => onChange({ title })}
          error={problems.title ?? null}
          autoComplete="off"
        />
        <div className="field">
          <label className="field__label" htmlFor={descriptionId}>
            {t('editor.description_label')}
          </label>
          <textarea
            id={descriptionId}
            className="field__input details-panel__description"
            rows={3}
            value={draft.description}
            onChange={(event) => onChange({ description: event.target.value })}
            aria-invalid={problems.description ? true : undefined}
            aria-describedby={`${descriptionId}-count`}
          />
          <p id={`${descriptionId}-count`} className="field__hint">
            {t('editor.description_count', { length: descriptionLength, max: DESCRIPTION_MAX })}
          </p>
          {problems.description && <p className="field__error">{t(errorKey(problems.description))}</p>}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${descriptionId}-message`}>
            {t('editor.custom_message_label')}
          </label>
          <textarea
            id={`${descriptionId}-message`}
            className="field__input details-panel__description"
            rows={2}
            maxLength={CUSTOM_MESSAGE_MAX}
            value={draft.custom_message}
            onChange={(event) => onChange({ custom_message: event.target.value })}
            aria-invalid={problems.custom_message ? true : undefined}
            aria-describedby={`${descriptionId}-message-hint`}
          />
          <p id={`${descriptionId}-message-hint`} className="field__hint">
            {t('editor.custom_message_hint')}
          </p>
          {problems.custom_message && <p className="field__error">{t(errorKey(problems.custom_message))}</p>}
        </div>
        <PictureField
          label={t('pictures.cover_label')}
          value={draft.picture}
          onChange={(picture) => onChange({ picture })}
          error={problems.image ?? null}
          testId="quiz-cover"
        />
      </section>

      <section
        className="surface details-panel__card details-panel__card--status"
        aria-labelledby={`${descriptionId}-status`}
      >
        <h2 id={`${descriptionId}-status`} className="details-panel__heading">
          {t('editor.status_heading')}
        </h2>
        <Switch
          checked={active}
          disabled={toggling}
          onChange={onToggleActive}
          label={t('editor.status_active')}
          hint={t('editor.status_hint')}
        />
      </section>

      <section
        className="surface details-panel__card details-panel__card--settings"
        aria-labelledby={`${descriptionId}-settings`}
      >
        <h2 id={`${descriptionId}-settings`} className="details-panel__heading">
          {t('editor.settings_heading')}
        </h2>
        <QuizTypeChoice type={settings.type} onChange={(type) => set({ type })} />
        <Switch
          checked={settings.is_random_question_order}
          onChange={() => set({ is_random_question_order: !settings.is_random_question_order })}
          label={t('editor.setting_random_order')}
        />
        <Switch
          checked={settings.show_correct_answer}
          onChange={() => set({ show_correct_answer: !settings.show_correct_answer })}
          label={t('editor.setting_show_correct_answer')}
        />
        <Switch
          checked={settings.show_result_on_user_device}
          onChange={() => set({ show_result_on_user_device: !settings.show_result_on_user_device })}
          label={t('editor.setting_show_result_on_user_device')}
        />
        {/* Spec speed_scoring, asked the other way round: the accessible choice is the one to switch on. */}
        <Switch
          checked={!settings.speed_scoring}
          onChange={() => set({ speed_scoring: !settings.speed_scoring })}
          label={t('editor.setting_no_speed')}
          hint={t('editor.setting_no_speed_hint')}
        />
        <div className="details-panel__numbers">
          <NumberField
            label={t('editor.setting_limit_player')}
            hint={t('editor.setting_limit_player_hint')}
            value={settings.limit_player}
            min={1}
            max={LIMIT_PLAYER_MAX}
            onChange={(limit_player) => set({ limit_player })}
            error={problems.limit_player ?? null}
          />
          <NumberField
            id={SHOW_NUMBER_FIELD_ID}
            label={t('editor.setting_show_number_question')}
            hint={t('editor.setting_show_number_question_hint')}
            value={settings.show_number_question}
            min={1}
            max={QUESTIONS_MAX}
            onChange={(show_number_question) => set({ show_number_question })}
            error={problems.show_number_question ?? null}
          />
        </div>
        {settings.show_number_question < playable ? (
          <div className="details-panel__plays" role="status" data-testid="plays-questions">
            <p>
              {t('editor.plays_questions', {
                count: settings.show_number_question,
                total: playable,
              })}
            </p>
            <button
              type="button"
              className="button button--accent details-panel__play-all"
              onClick={() => set({ show_number_question: playable })}
            >
              {t('editor.play_all', { total: playable })}
            </button>
          </div>
        ) : null}
      </section>
    </>
  );
}

interface SwitchProps {
  checked: boolean;
  onChange: () => void;
  label: string;
  hint?: string;
  disabled?: boolean;
}

/** An on/off setting: a checkbox announced as a switch, with its label and hint beside it. */
export function Switch({ checked, onChange, label, hint, disabled }: SwitchProps): ReactNode {
  const id = useId();
  return (
    <div className="switch-row">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div className="switch-row__text">
        <label htmlFor={id} className="switch-row__label">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** Spec Quiz `type`: a quiz with right answers, or a poll that gathers opinions and scores nothing. */
function QuizTypeChoice({ type, onChange }: { type: QuizType; onChange: (type: QuizType) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <fieldset className="details-panel__type" aria-describedby={hintId} data-testid="quiz-type">
      <legend className="field__label">{t('editor.quiz_type_label')}</legend>
      <div className="details-panel__type-options">
        {QUIZ_TYPES.map((option) => (
          <label key={option} className="details-panel__type-option">
            <input
              type="radio"
              name="quiz-type"
              value={option}
              checked={type === option}
              onChange={() => onChange(option)}
            />
            {t(`editor.quiz_type_${option}`)}
          </label>
        ))}
      </div>
      <p id={hintId} className="field__hint">
        {t(type === 'poll' ? 'editor.quiz_type_poll_hint' : 'editor.quiz_type_quiz_hint')}
      </p>
    </fieldset>
  );
}

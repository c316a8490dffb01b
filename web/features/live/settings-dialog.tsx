import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DELAY_ANSWER_CHOICES,
  DELAY_QUESTION_CHOICES,
  type LiveSettings,
  type ResultDisplay,
} from '../../../domain/game/live-settings.ts';
import { LiveSwitch } from '../../components/live-screens/live-switch.tsx';

const DISPLAY_OPTIONS = [
  { key: 'playerAnswers', label: 'live.setting_player_answers' },
  { key: 'icon', label: 'live.setting_icon' },
  { key: 'topPlayers', label: 'live.setting_top_players' },
  { key: 'background', label: 'live.setting_background' },
] as const satisfies ReadonlyArray<{ key: keyof ResultDisplay; label: string }>;

/** The choices offered, with the current value among them even if it came from elsewhere. */
const choicesWith = (choices: readonly number[], current: number) =>
  [...new Set([...choices, current])].sort((a, b) => a - b);

/**
 * The quizmaster's game settings (spec §3): timing, sound, progress bar and what the result screen
 * shows. Each change applies at once (timing from the next question) and is remembered on this device.
 */
export function SettingsDialog({
  settings,
  onChange,
  onClose,
}: {
  settings: LiveSettings;
  onChange: (settings: LiveSettings) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);
  // The dialog keeps its own copy: two quick changes must build on each other, not each on the room's
  // settings from before the first one came back from the server.
  const [draft, setDraft] = useState(settings);
  const change = (patch: Partial<LiveSettings>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onChange(next);
  };
  const seconds = (value: number, zero: 'live.setting_none' | 'live.setting_off') =>
    value === 0 ? t(zero) : t('live.setting_seconds', { seconds: value });

  return (
    <dialog
      ref={dialogRef}
      className="confirm settings-dialog surface"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
    >
      <form method="dialog" className="confirm__content settings-dialog__content">
        <h2 id={`${id}-title`} className="confirm__title">
          {t('live.settings_title')}
        </h2>
        <LiveSwitch
          label={t('live.setting_time_limit')}
          hint={t('live.setting_time_limit_hint')}
          hintVisible
          checked={draft.timeLimit}
          onChange={(timeLimit) => change({ timeLimit })}
        />
        <label className="settings-dialog__field">
          <span>{t('live.setting_delay_answer')}</span>
          <select
            className="field__input"
            value={draft.delayAnswerSeconds}
            onChange={(event) => change({ delayAnswerSeconds: Number(event.currentTarget.value) })}
          >
            {choicesWith(DELAY_ANSWER_CHOICES, draft.delayAnswerSeconds).map((value) => (
              <option key={value} value={value}>
                {seconds(value, 'live.setting_none')}
              </option>
            ))}
          </select>
        </label>
        <label className="settings-dialog__field">
          <span>{t('live.setting_delay_question')}</span>
          <select
            className="field__input"
            value={draft.timeLimit ? draft.delayQuestionSeconds : 0}
            disabled={!draft.timeLimit}
            onChange={(event) => change({ delayQuestionSeconds: Number(event.currentTarget.value) })}
          >
            {choicesWith(DELAY_QUESTION_CHOICES, draft.delayQuestionSeconds).map((value) => (
              <option key={value} value={value}>
                {seconds(value, 'live.setting_off')}
              </option>
            ))}
          </select>
        </label>
        <LiveSwitch
          label={t('live.setting_sound')}
          checked={draft.sound}
          onChange={(sound) => change({ sound })}
        />
        <LiveSwitch
          label={t('live.setting_progress_bar')}
          checked={draft.progressBar}
          onChange={(progressBar) => change({ progressBar })}
        />
        <fieldset className="settings-dialog__group">
          <legend>{t('live.setting_result_display')}</legend>
          {DISPLAY_OPTIONS.map(({ key, label }) => (
            <label key={key} className="settings-dialog__check">
              <input
                type="checkbox"
                checked={draft.resultDisplay[key]}
                onChange={(event) =>
                  change({ resultDisplay: { ...draft.resultDisplay, [key]: event.currentTarget.checked } })
                }
              />
              <span>{t(label)}</span>
            </label>
          ))}
        </fieldset>
        <p className="settings-dialog__note">{t('live.settings_saved_hint')}</p>
        <div className="confirm__actions">
          <button type="submit" className="button button--light">
            {t('live.settings_done')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardView, UpdateLeaderboardBody } from '../../../api/contracts/leaderboards.ts';
import type { ReportRef } from '../../../domain/leaderboard/report-ref.ts';
import {
  checkLeaderboardSettings,
  LAYOUTS,
  MERGE_MODES,
  PAGE_SECONDS_MAX,
  PAGE_SECONDS_MIN,
  REFRESH_MINUTES_MAX,
} from '../../../domain/leaderboard/rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { SwitchField } from '../../components/switch-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { errorCodeOf as codeOf } from '../../components/use-form.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import type { Loaded } from '../../shared/use-loaded.ts';
import type { QuizReport } from './leaderboards-api.ts';
import { ReportPicker } from './report-picker.tsx';

type Field = 'name' | 'page' | 'refresh' | 'reports';

function fieldOf(code: string): Field | null {
  if (code.startsWith('leaderboard_name')) return 'name';
  if (code === 'leaderboard_page_seconds_invalid') return 'page';
  if (code === 'leaderboard_refresh_minutes_invalid') return 'refresh';
  if (code.includes('reports') || code === 'report_not_of_quiz') return 'reports';
  return null;
}

export const NEW_LEADERBOARD: UpdateLeaderboardBody = {
  name: '',
  sources: { mode: 'quiz', include_play_alone: false },
  merge_mode: 'same_name_and_device',
  layout: 'podium',
  page_seconds: 10,
  refresh_minutes: 5,
  status: 'active',
  display_ranking: true,
};

/** The settings of a leaderboard, to create one or change one; the domain rule checks it first. */
export function LeaderboardForm({
  initial,
  reports,
  submitLabel,
  onSubmit,
}: {
  initial: UpdateLeaderboardBody | LeaderboardView;
  reports: Loaded<QuizReport[]>;
  submitLabel: string;
  onSubmit: (body: UpdateLeaderboardBody) => Promise<void>;
}) {
  const { t } = useTranslation();
  const ids = { mode: useId(), layout: useId(), sources: useId() };
  const [name, setName] = useState(initial.name);
  const [sourceMode, setSourceMode] = useState(initial.sources.mode);
  const [includePlays, setIncludePlays] = useState(
    initial.sources.mode === 'quiz' ? initial.sources.include_play_alone : false,
  );
  const [chosen, setChosen] = useState<ReportRef[]>(
    initial.sources.mode === 'chosen' ? initial.sources.reports : [],
  );
  const [mergeMode, setMergeMode] = useState(initial.merge_mode);
  const [layout, setLayout] = useState(initial.layout);
  const [pageSeconds, setPageSeconds] = useState(String(initial.page_seconds));
  const [refreshMinutes, setRefreshMinutes] = useState(String(initial.refresh_minutes));
  const [active, setActive] = useState(initial.status === 'active');
  const [display, setDisplay] = useState(initial.display_ranking);
  const [error, setError] = useState<{ field: Field | null; code: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: UpdateLeaderboardBody = {
      name,
      sources:
        sourceMode === 'quiz'
          ? { mode: 'quiz', include_play_alone: includePlays }
          : { mode: 'chosen', reports: chosen },
      merge_mode: mergeMode,
      layout,
      page_seconds: Number.parseInt(pageSeconds, 10) || 0,
      refresh_minutes: Number.parseInt(refreshMinutes, 10) || 0,
      status: active ? 'active' : 'inactive',
      display_ranking: display,
    };
    const checked = checkLeaderboardSettings({
      name,
      sources:
        sourceMode === 'quiz'
          ? { mode: 'quiz', includePlayAlone: includePlays }
          : { mode: 'chosen', reports: chosen },
      mergeMode,
      layout,
      pageSeconds: body.page_seconds,
      refreshMinutes: body.refresh_minutes,
      status: body.status,
      displayRanking: display,
    });
    if ('problem' in checked) return setError({ field: fieldOf(checked.problem), code: checked.problem });
    setError(null);
    setSending(true);
    try {
      await onSubmit(body);
    } catch (failure) {
      const code = codeOf(failure);
      setError({ field: fieldOf(code), code });
    }
    setSending(false);
  }

  const errorFor = (field: Field) => (error?.field === field ? error.code : null);
  return (
    <form onSubmit={submit} noValidate className="leaderboard-form" data-testid="leaderboard-form">
      <FormAlert code={error && error.field === null ? error.code : null} />
      <TextField
        label={t('leaderboards.name_label')}
        value={name}
        onChange={setName}
        error={errorFor('name')}
        required
        data-testid="leaderboard-name"
      />
      <fieldset className="leaderboard-form__group">
        <legend className="field__label">{t('leaderboards.sources_label')}</legend>
        <label className="leaderboard-form__choice">
          <input
            type="radio"
            name={ids.sources}
            checked={sourceMode === 'quiz'}
            onChange={() => setSourceMode('quiz')}
            data-testid="sources-quiz"
          />
          <span>
            <strong>{t('leaderboards.sources_quiz')}</strong>
            <span className="field__hint">{t('leaderboards.sources_quiz_help')}</span>
          </span>
        </label>
        {sourceMode === 'quiz' && (
          <label className="leaderboard-form__choice leaderboard-form__choice--nested">
            <input
              type="checkbox"
              checked={includePlays}
              onChange={(e) => setIncludePlays(e.target.checked)}
            />
            <span>{t('leaderboards.include_play_alone')}</span>
          </label>
        )}
        <label className="leaderboard-form__choice">
          <input
            type="radio"
            name={ids.sources}
            checked={sourceMode === 'chosen'}
            onChange={() => setSourceMode('chosen')}
            data-testid="sources-chosen"
          />
          <span>
            <strong>{t('leaderboards.sources_chosen')}</strong>
            <span className="field__hint">{t('leaderboards.sources_chosen_help')}</span>
          </span>
        </label>
        {sourceMode === 'chosen' && (
          <ReportPicker
            reports={reports}
            chosen={chosen}
            onChange={setChosen}
            legend={t('leaderboards.pick_reports')}
            sharingOffRefused
          />
        )}
        {errorFor('reports') && <p className="field__error">{t(errorKey(errorFor('reports')!))}</p>}
      </fieldset>
      <fieldset className="leaderboard-form__group">
        <legend className="field__label">{t('leaderboards.merge_mode_label')}</legend>
        {MERGE_MODES.map((mode) => (
          <label key={mode} className="leaderboard-form__choice">
            <input
              type="radio"
              name={ids.mode}
              checked={mergeMode === mode}
              onChange={() => setMergeMode(mode)}
              data-testid={`mode-${mode}`}
            />
            <span>
              <strong>{t(`leaderboards.mode_${mode}`)}</strong>
              <span className="field__hint">{t(`leaderboards.mode_${mode}_help`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="leaderboard-form__group">
        <legend className="field__label">{t('leaderboards.layout_label')}</legend>
        {LAYOUTS.map((value) => (
          <label key={value} className="leaderboard-form__choice">
            <input
              type="radio"
              name={ids.layout}
              checked={layout === value}
              onChange={() => setLayout(value)}
            />
            <span>{t(`leaderboards.layout_${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="leaderboard-form__numbers">
        <TextField
          type="number"
          inputMode="numeric"
          min={PAGE_SECONDS_MIN}
          max={PAGE_SECONDS_MAX}
          label={t('leaderboards.page_seconds_label')}
          hint={t('leaderboards.page_seconds_help')}
          value={pageSeconds}
          onChange={setPageSeconds}
          error={errorFor('page')}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={0}
          max={REFRESH_MINUTES_MAX}
          label={t('leaderboards.refresh_label')}
          hint={t('leaderboards.refresh_help')}
          value={refreshMinutes}
          onChange={setRefreshMinutes}
          error={errorFor('refresh')}
        />
      </div>
      <SwitchField label={t('leaderboards.active_label')} checked={active} onChange={setActive} />
      <SwitchField label={t('leaderboards.display_ranking_label')} checked={display} onChange={setDisplay} />
      <button
        type="submit"
        className="button button--accent"
        disabled={sending}
        data-testid="leaderboard-save"
      >
        {submitLabel}
      </button>
    </form>
  );
}

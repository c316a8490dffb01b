import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateMergeReportBody } from '../../../api/contracts/merge-reports.ts';
import type { ReportRef } from '../../../domain/leaderboard/report-ref.ts';
import { checkMergeReport } from '../../../domain/merge-report/rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { errorCodeOf as codeOf } from '../../components/use-form.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import type { Loaded } from '../../shared/use-loaded.ts';
import type { QuizReport } from './leaderboards-api.ts';
import { ReportPicker } from './report-picker.tsx';

/** A merged report's name and the reports it reads as one (two or more of the quiz's). */
export function MergeReportForm({
  initial,
  reports,
  submitLabel,
  disabled = false,
  onSubmit,
}: {
  initial: UpdateMergeReportBody;
  reports: Loaded<QuizReport[]>;
  submitLabel: string;
  disabled?: boolean;
  onSubmit: (body: UpdateMergeReportBody) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial.name);
  const [chosen, setChosen] = useState<ReportRef[]>(initial.reports);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkMergeReport({ name, reports: chosen });
    if ('problem' in checked) return setError(checked.problem);
    setError(null);
    setSending(true);
    try {
      await onSubmit({ name, reports: chosen });
    } catch (failure) {
      setError(codeOf(failure));
    }
    setSending(false);
  }

  const nameError = error?.startsWith('merge_report_name') ? error : null;
  return (
    <form onSubmit={submit} noValidate className="leaderboard-form" data-testid="merge-report-form">
      <FormAlert code={error && !nameError && !error.includes('reports') ? error : null} />
      <TextField
        label={t('merge_reports.name_label')}
        value={name}
        onChange={setName}
        error={nameError}
        disabled={disabled}
        data-testid="merge-report-name"
      />
      <ReportPicker
        reports={reports}
        chosen={chosen}
        onChange={setChosen}
        legend={t('merge_reports.pick_reports')}
      />
      {error?.includes('reports') && <p className="field__error">{t(errorKey(error))}</p>}
      <button type="submit" className="button button--accent" disabled={sending || disabled}>
        {submitLabel}
      </button>
    </form>
  );
}

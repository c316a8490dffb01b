import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_SHARINGS, type ReportSharing } from '../../../domain/report/events.ts';
import { checkReportName, REPORT_NAME_MAX } from '../../../domain/report/rules.ts';
import { ApiError } from '../../http/api-error.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { sharedReportPath } from '../../shared/paths/report-paths.ts';
import { changeReportSharing, changeReportStatus, type ReportSummary, renameReport } from './reports-api.ts';

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'something_went_wrong');

/**
 * The owner's decisions about a report: its name, who may read it (with the read-only link when it is
 * public) and whether it is locked. The server decides; the same name rule runs here first, so the
 * message comes before the round trip.
 */
export function ReportSettings({
  report,
  displayName,
  onChanged,
}: {
  report: ReportSummary;
  displayName: string;
  onChanged: (report: ReportSummary) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const nameId = useId();
  const [name, setName] = useState(report.name ?? displayName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const locked = report.status === 'locked';
  const link = `${window.location.origin}${sharedReportPath(report.quiz_id, report.report_id)}`;

  async function run(change: () => Promise<ReportSummary>) {
    setBusy(true);
    setError(null);
    try {
      onChanged(await change());
    } catch (failure) {
      setError(codeOf(failure));
    } finally {
      setBusy(false);
    }
  }

  function rename(event: FormEvent) {
    event.preventDefault();
    const checked = checkReportName(name);
    if ('problem' in checked) return setError(checked.problem);
    void run(() => renameReport(report.report_id, checked.name));
  }

  return (
    <section className="surface report-settings" aria-labelledby={headingId} data-testid="report-settings">
      <h3 id={headingId} className="game-report__subheading">
        {t('reports.settings_heading')}
      </h3>
      <form className="report-settings__rename" onSubmit={rename}>
        <label htmlFor={nameId} className="field__label">
          {t('reports.name')}
        </label>
        <div className="report-settings__row">
          <input
            id={nameId}
            className="field__input"
            value={name}
            maxLength={REPORT_NAME_MAX * 2}
            disabled={locked || busy}
            onChange={(event) => setName(event.target.value)}
            data-testid="report-name-input"
          />
          <button
            type="submit"
            className="button button--accent creator-button--small"
            disabled={locked || busy}
          >
            {t('reports.save_name')}
          </button>
        </div>
      </form>
      <fieldset className="report-settings__sharing" disabled={locked || busy}>
        <legend className="field__label">{t('reports.sharing')}</legend>
        {REPORT_SHARINGS.map((sharing: ReportSharing) => (
          <label key={sharing} className="report-settings__choice">
            <input
              type="radio"
              name={`${headingId}-sharing`}
              value={sharing}
              checked={report.sharing === sharing}
              onChange={() => void run(() => changeReportSharing(report.report_id, sharing))}
            />
            {t(`reports.sharing_${sharing}`)}
          </label>
        ))}
      </fieldset>
      {report.sharing === 'public' && (
        <div className="report-settings__link">
          <span className="field__label">{t('reports.public_link')}</span>
          <div className="report-settings__row">
            <input
              className="field__input"
              readOnly
              value={link}
              data-testid="report-public-link"
              aria-label={t('reports.public_link')}
            />
            <button
              type="button"
              className="button creator-button--outline creator-button--small"
              onClick={() => {
                void navigator.clipboard?.writeText(link).then(() => setCopied(true));
              }}
            >
              {copied ? t('reports.link_copied') : t('reports.copy_link')}
            </button>
          </div>
        </div>
      )}
      <div className="report-settings__status">
        <span className="field__label">
          {t('reports.status')}: {t(`reports.status_${report.status}`)}
        </span>
        <button
          type="button"
          className="button creator-button--outline creator-button--small"
          disabled={busy}
          onClick={() => void run(() => changeReportStatus(report.report_id, locked ? 'open' : 'locked'))}
        >
          {locked ? t('reports.unlock') : t('reports.lock')}
        </button>
        <p className="report-insights__rule">{t('reports.lock_explained')}</p>
      </div>
      {error && (
        <p className="field__error" role="alert">
          {t(errorKey(error))}
        </p>
      )}
    </section>
  );
}

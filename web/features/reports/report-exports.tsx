import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../http/api-error.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { downloadReport, type ExportFormat, saveReportToDrive } from './reports-api.ts';

/** The report's files in the viewer's language: XLSX and PDF to download, and Google Drive where it is set up. */
export function ReportExports({
  reportId,
  driveAvailable,
  showDrive,
}: {
  reportId: string;
  driveAvailable: boolean;
  /** Only the owner saves to their Drive; a public link's reader downloads. */
  showDrive: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | 'drive' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function run(which: ExportFormat | 'drive', action: () => Promise<void>) {
    setBusy(which);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.code : 'something_went_wrong');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="report-exports" data-testid="report-exports">
      {(['xlsx', 'pdf'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="button button--accent creator-button--small"
          disabled={busy !== null}
          aria-busy={busy === format}
          onClick={() => void run(format, () => downloadReport(reportId, format, i18n.language))}
        >
          {t(`reports.download_${format}`)}
        </button>
      ))}
      {showDrive && (
        <button
          type="button"
          className="button creator-button--outline creator-button--small"
          disabled={busy !== null || !driveAvailable}
          aria-describedby={driveAvailable ? undefined : `${reportId}-drive`}
          onClick={() =>
            void run('drive', async () =>
              setSaved((await saveReportToDrive(reportId, 'xlsx', i18n.language)).url),
            )
          }
        >
          {t('reports.save_to_drive')}
        </button>
      )}
      {showDrive && !driveAvailable && (
        <p id={`${reportId}-drive`} className="report-insights__rule">
          {t('errors.drive_not_available')}
        </p>
      )}
      {saved && (
        <p>
          <a href={saved} target="_blank" rel="noreferrer">
            {t('reports.saved_to_drive')}
          </a>
        </p>
      )}
      {error && (
        <p className="field__error" role="alert">
          {t(errorKey(error))}
        </p>
      )}
    </div>
  );
}

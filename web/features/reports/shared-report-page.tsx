import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ReportView } from './report-view.tsx';
import './report-styles.ts';

/**
 * `/report/{quizId}/shared/{reportId}`: a report's read-only link. Anyone may open it, signed in or not,
 * while its owner shares it publicly; otherwise the server says it is not available.
 */
export function SharedReportPage() {
  const { t } = useTranslation();
  const { reportId = '' } = useParams();
  return (
    <div className="report-page">
      <header className="report-page__header">
        <p className="report-page__kicker">{t('reports.read_only')}</p>
      </header>
      <ReportView reportId={reportId} />
    </div>
  );
}

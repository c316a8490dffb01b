import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { leaderboardsPath, mergedReportsPath } from '../../shared/paths/leaderboard-paths.ts';
import { reportPath } from '../../shared/paths/report-paths.ts';

/** The header of the owner's pages: back to the quiz's reports, and a tab for each of the two tools. */
export function QuizReportsHeader({ quizId, title }: { quizId: string; title: string }) {
  const { t } = useTranslation();
  return (
    <header className="leaderboards-page__header">
      <Link to={reportPath(quizId)} className="editor-header__back">
        <span aria-hidden="true">←</span> {t('leaderboards.back')}
      </Link>
      <h1 className="leaderboards-page__title">{title}</h1>
      <nav className="leaderboards-page__tabs" aria-label={t('leaderboards.tabs_label')}>
        <NavLink to={leaderboardsPath(quizId)} className="leaderboards-page__tab">
          {t('leaderboards.heading')}
        </NavLink>
        <NavLink to={mergedReportsPath(quizId)} className="leaderboards-page__tab">
          {t('merge_reports.heading')}
        </NavLink>
      </nav>
    </header>
  );
}

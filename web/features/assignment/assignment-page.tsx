import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorState } from '../../components/error-state.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { assignmentsPath } from '../../shared/paths/assignment-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { useLoaded, useQuiz } from '../../shared/use-loaded.ts';
import { fetchAssignmentReport } from './assignment-api.ts';
import { AssignmentControls } from './assignment-controls.tsx';
import { AssignmentPlayers } from './assignment-players.tsx';
import { AssignmentShare } from './assignment-share.tsx';
import { AssignmentTimes, StatusBadge } from './assignment-status.tsx';
import '../../components/creator-controls.css';
import './assignment.css';

/** `/report/{quizId}/assignments/{id}`: one homework as one report: its link, its times and who has done it. */
export function AssignmentPage() {
  const { t } = useTranslation();
  const { quizId = '', assignmentId = '' } = useParams();
  const session = useAtomValue(sessionAtom);
  const [quiz, retryQuiz] = useQuiz(quizId);
  const [report, reload] = useLoaded(() => fetchAssignmentReport(assignmentId), assignmentId);

  if (quiz.status === 'failed') return <ErrorState code={quiz.code} onRetry={retryQuiz} />;
  if (report.status === 'failed') return <ErrorState code={report.code} onRetry={reload} />;
  if (quiz.status === 'loading' || report.status === 'loading' || session.status !== 'signed-in')
    return <PageSpinner />;
  const { assignment, players } = report.value;
  const limit = assignment.attempt_limit;

  return (
    <div className="assignment-page">
      <header className="assignment-page__header">
        <Link to={assignmentsPath(quizId)} className="editor-header__back">
          <span aria-hidden="true">←</span> {t('assignment.back_to_list')}
        </Link>
        <p className="assignment-page__kicker">{t('assignment.kicker')}</p>
        <h1 className="assignment-page__title" data-testid="assignment-title-heading">
          {assignment.title}
        </h1>
        <p className="assignment-page__facts">
          <StatusBadge status={assignment.status} />
          <AssignmentTimes assignment={assignment} />
          <span>
            {limit === null ? t('assignment.attempt_limit_none') : t('assignment.attempt_limit', { limit })}
          </span>
        </p>
      </header>
      <div className="assignment-page__layout">
        <AssignmentShare code={quiz.value.code} assignmentId={assignment.assignment_id} />
        <AssignmentControls assignment={assignment} onChanged={reload} />
      </div>
      <AssignmentPlayers quizId={quizId} players={players} />
    </div>
  );
}

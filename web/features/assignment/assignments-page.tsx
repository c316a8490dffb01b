import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AssignmentView } from '../../../api/contracts/assignments.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { assignmentPath } from '../../shared/paths/assignment-paths.ts';
import { reportPath } from '../../shared/paths/report-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { type Loaded, useLoaded, useQuiz } from '../../shared/use-loaded.ts';
import { fetchAssignmentsOfQuiz } from './assignment-api.ts';
import { AssignmentTimes, StatusBadge } from './assignment-status.tsx';
import { CreateAssignmentForm } from './create-assignment-form.tsx';
import '../../components/creator-controls.css';
import './assignment.css';
import { LoadFailed } from '../../components/load-failed.tsx';

/** `/report/{quizId}/assignments`: the quiz's homework (open, upcoming, closed) and a form to set more. */
export function AssignmentsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { quizId = '' } = useParams();
  const session = useAtomValue(sessionAtom);
  const [quiz, retryQuiz] = useQuiz(quizId);
  const [assignments, retry] = useLoaded(() => fetchAssignmentsOfQuiz(quizId), quizId);

  if (quiz.status === 'failed') return <ErrorState code={quiz.code} onRetry={retryQuiz} />;
  if (quiz.status === 'loading' || session.status !== 'signed-in') return <PageSpinner />;
  if (!quiz.value.can_edit) return <ErrorState code="no_permission" />;

  return (
    <div className="assignment-page">
      <header className="assignment-page__header">
        <Link to={reportPath(quizId)} className="editor-header__back">
          <span aria-hidden="true">←</span> {t('assignment.back')}
        </Link>
        <p className="assignment-page__kicker">{t('assignment.heading')}</p>
        <h1 className="assignment-page__title">{quiz.value.title}</h1>
      </header>
      <div className="assignment-page__layout">
        <AssignmentList quizId={quizId} assignments={assignments} onRetry={retry} />
        <CreateAssignmentForm
          quiz={quiz.value}
          onCreated={(created) => navigate(assignmentPath(quizId, created.assignment_id))}
        />
      </div>
    </div>
  );
}

function AssignmentList({
  quizId,
  assignments,
  onRetry,
}: {
  quizId: string;
  assignments: Loaded<AssignmentView[]>;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="surface assignment-list" aria-labelledby={headingId} data-testid="assignment-list">
      <h2 id={headingId} className="assignment-list__heading">
        {t('assignment.list_heading')}
      </h2>
      {assignments.status === 'loading' && <p>{t('common.loading')}</p>}
      {assignments.status === 'failed' && <LoadFailed code={assignments.code} onRetry={onRetry} />}
      {assignments.status === 'ready' && assignments.value.length === 0 && <p>{t('assignment.none')}</p>}
      {assignments.status === 'ready' && assignments.value.length > 0 && (
        <ol className="assignment-list__items">
          {assignments.value.map((assignment) => (
            <li key={assignment.assignment_id}>
              <Link to={assignmentPath(quizId, assignment.assignment_id)} className="assignment-list__item">
                <span className="assignment-list__title">{assignment.title}</span>
                <span className="assignment-list__meta">
                  <StatusBadge status={assignment.status} />
                  <AssignmentTimes assignment={assignment} />
                  <span>{t('assignment.attempts_count', { count: assignment.attempts })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

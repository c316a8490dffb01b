import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { QuizView } from '../../../api/contracts/quizzes.ts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ApiError } from '../../http/api-error.ts';
import { toggleQuizStatus } from '../../http/quizzes-api.ts';
import { useDateTime } from '../../i18n/date-time.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { showErrorMessage } from '../../overlays/main-message-state.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { reportPath } from '../../shared/paths/report-paths.ts';
import { WHITELISTS_PATH } from '../../shared/paths/whitelist-paths.ts';
import { ImportQuizAction } from './import-quiz-dialog.tsx';
import { fetchMyQuizzes } from './my-quiz-api.ts';
import { NewQuizDialog } from './new-quiz-dialog.tsx';
import { QuizCard } from './quiz-card.tsx';
import { ManageSchoolTabs, SchoolQuizzesTabs, useActiveSchools } from './school-tabs.tsx';
import { SharedWithMe } from './shared-with-me.tsx';
import '../../components/creator-controls.css';
import './my-quiz.css';

type Tab = 'quizzes' | 'shared' | 'reports';

/**
 * `/my-quiz/{locale}`: the creator's quizzes. Of the spec's tabs, "My Quiz", "Shared with me" and "Reports" are here;
 * the others (approved, shared, school, competitions, partner, …) arrive with their features.
 * `?create=true` (the header's "New quiz", spec §2) opens the new-quiz dialog at once.
 */
export function MyQuizPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [quizzes, setQuizzes] = useState<QuizView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [toggling, setToggling] = useState<string | null>(null);
  const tabParam = searchParams.get('tab');
  const tab: Tab = tabParam === 'reports' || tabParam === 'shared' ? tabParam : 'quizzes';
  const creating = searchParams.get('create') === 'true';
  const schools = useActiveSchools();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    let current = true;
    setError(null);
    fetchMyQuizzes().then(
      (mine) => current && setQuizzes(mine),
      (failure: unknown) =>
        current && setError(failure instanceof ApiError ? failure.code : 'something_went_wrong'),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (params) => {
        if (value === null) params.delete(name);
        else params.set(name, value);
        // `type` travels with `create` (spec: `create=true&type=normal`).
        if (name === 'create' && value === null) params.delete('type');
        return params;
      },
      { replace: true },
    );

  async function toggle(quiz: QuizView) {
    setToggling(quiz._id);
    try {
      const toggled = await toggleQuizStatus(quiz._id);
      setQuizzes((list) => list?.map((q) => (q._id === toggled._id ? toggled : q)) ?? null);
      showToast('success', toggled.status ? 'editor.status_now_active' : 'editor.status_now_inactive');
    } catch (failure) {
      showErrorMessage(failure);
    } finally {
      setToggling(null);
    }
  }

  return (
    <div className="my-quiz">
      <header className="my-quiz__header">
        <h1 className="my-quiz__title">{t('my_quiz.heading')}</h1>
        <ImportQuizAction />
        {/* With no quizzes yet the empty list offers the one "New quiz" button, right where the eye is. */}
        {quizzes !== null && quizzes.length > 0 && (
          <button type="button" className="button button--light" onClick={() => setParam('create', 'true')}>
            <span aria-hidden="true">+</span> {t('my_quiz.new_quiz')}
          </button>
        )}
      </header>

      <nav className="creator-tabs" aria-label={t('my_quiz.tabs_label')}>
        <Link
          to={{ search: '' }}
          className="creator-tabs__tab"
          aria-current={tab === 'quizzes' ? 'page' : undefined}
          replace
        >
          {t('my_quiz.tab_my_quiz')}
        </Link>
        <Link
          to={{ search: '?tab=shared' }}
          className="creator-tabs__tab"
          aria-current={tab === 'shared' ? 'page' : undefined}
          replace
        >
          {t('my_quiz.tab_shared')}
        </Link>
        <SchoolQuizzesTabs schools={schools} />
        <Link
          to={{ search: '?tab=reports' }}
          className="creator-tabs__tab"
          aria-current={tab === 'reports' ? 'page' : undefined}
          replace
        >
          {t('my_quiz.tab_reports')}
        </Link>
        {/* Spec §2 order: My Quiz, Shared with me, School Quizzes, … Reports, Manage School, Whitelist. */}
        <ManageSchoolTabs schools={schools} />
        <Link to={WHITELISTS_PATH} className="creator-tabs__tab">
          {t('my_quiz.tab_whitelist')}
        </Link>
      </nav>

      {error && (
        <div className="creator-state creator-state--inline" role="alert">
          <p>{t(errorKey(error))}</p>
          <button type="button" className="button button--light" onClick={() => setAttempt((n) => n + 1)}>
            {t('reports.retry')}
          </button>
        </div>
      )}
      {tab === 'shared' && <SharedWithMe />}
      {tab !== 'shared' && !error && quizzes === null && <PageSpinner />}
      {tab !== 'shared' && quizzes !== null && quizzes.length === 0 && (
        <div className="my-quiz__empty surface">
          <p>{t('my_quiz.empty')}</p>
          <button type="button" className="button button--accent" onClick={() => setParam('create', 'true')}>
            {t('my_quiz.new_quiz')}
          </button>
        </div>
      )}
      {quizzes !== null && quizzes.length > 0 && tab === 'quizzes' && (
        <ul className="my-quiz__grid">
          {quizzes.map((quiz) => (
            <li key={quiz._id}>
              <QuizCard quiz={quiz} toggling={toggling === quiz._id} onToggle={() => void toggle(quiz)} />
            </li>
          ))}
        </ul>
      )}
      {quizzes !== null && quizzes.length > 0 && tab === 'reports' && <ReportsList quizzes={quizzes} />}

      <NewQuizDialog open={creating} onClose={() => setParam('create', null)} />
    </div>
  );
}

/** The Reports tab: each quiz with a way into the games played with it. */
function ReportsList({ quizzes }: { quizzes: QuizView[] }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const headingId = useId();
  return (
    <section className="surface my-quiz__reports" aria-labelledby={headingId}>
      <h2 id={headingId} className="my-quiz__reports-heading">
        {t('my_quiz.reports_heading')}
      </h2>
      <p>{t('my_quiz.reports_lead')}</p>
      <ul className="my-quiz__report-list">
        {quizzes.map((quiz) => (
          <li key={quiz._id}>
            <Link to={reportPath(quiz._id)} className="my-quiz__report-link">
              <span className="my-quiz__report-title">{quiz.title}</span>
              <span className="my-quiz__report-meta">
                {t('my_quiz.changed_label')}: {dateTime(quiz.updated_at)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

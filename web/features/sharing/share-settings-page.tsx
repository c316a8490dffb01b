import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { QuizSharingView } from '../../../api/contracts/quiz-sharing.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ApiError } from '../../http/api-error.ts';
import { myQuizPath } from '../../shared/paths/my-quiz-paths.ts';
import { schoolPaths } from '../../shared/paths/school-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { AddPersonForm } from './add-person-form.tsx';
import { ShareLinkPanel } from './share-link-panel.tsx';
import { ShareList } from './share-list.tsx';
import { fetchSharing } from './sharing-api.ts';
import '../../components/creator-controls.css';
import './sharing.css';

/**
 * `/my-quiz/share/{id}`: the owner shares the quiz with people by e-mail, by a link, and (for a
 * teacher in a school) to the school library, whose page this only links to.
 */
export function ShareSettingsPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const session = useAtomValue(sessionAtom);
  const [view, setView] = useState<QuizSharingView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    let current = true;
    setError(null);
    fetchSharing(id).then(
      (loaded) => current && setView(loaded),
      (failure: unknown) =>
        current && setError(failure instanceof ApiError ? failure.code : 'something_went_wrong'),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  if (error) return <ErrorState code={error} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!view) return <PageSpinner />;
  const ownEmail = session.status === 'signed-in' ? (session.user?.email ?? null) : null;

  return (
    <div className="sharing-page">
      <header className="sharing-page__header">
        <Link to={myQuizPath(i18n.language)} className="editor-header__back">
          <span aria-hidden="true">←</span> {t('editor.back')}
        </Link>
        <p className="sharing-page__kicker">{t('sharing.heading')}</p>
        <h1 className="sharing-page__title">{view.title}</h1>
      </header>
      <section className="surface sharing-section" aria-labelledby="sharing-people">
        <h2 id="sharing-people" className="sharing-section__heading">
          {t('sharing.people_heading')}
        </h2>
        <p className="sharing-section__lead">{t('sharing.people_lead')}</p>
        <AddPersonForm quizId={view.quiz_id} ownEmail={ownEmail} onShared={setView} />
        <ShareList view={view} onChanged={setView} />
      </section>
      <section className="surface sharing-section" aria-labelledby="sharing-link">
        <h2 id="sharing-link" className="sharing-section__heading">
          {t('sharing.link_heading')}
        </h2>
        <ShareLinkPanel view={view} onChanged={setView} />
      </section>
      {session.status === 'signed-in' && session.claims.schoolId !== null ? (
        <section className="surface sharing-section" aria-labelledby="sharing-library">
          <h2 id="sharing-library" className="sharing-section__heading">
            {t('sharing.library_heading')}
          </h2>
          <p className="sharing-section__lead">{t('sharing.library_lead')}</p>
          <div>
            <Link
              to={schoolPaths.shareToSchool(view.quiz_id)}
              className="button button--accent"
              data-testid="sharing-to-school"
            >
              {t('library.share_button')}
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { mayShareToLibrary } from '../../../../domain/library/rules.ts';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { fetchQuiz } from '../../../http/quizzes-api.ts';
import { editorPath } from '../../../shared/paths/my-quiz-paths.ts';
import { schoolPaths } from '../../../shared/paths/school-paths.ts';
import { useLoaded } from '../../../shared/use-loaded.ts';
import { readMySchools } from '../school-api.ts';
import { SchoolProblem } from '../school-message.tsx';
import { readMyLibraryEntry } from './library-api.ts';
import { ShareForm } from './share-form.tsx';
import '../school.css';
import './library.css';

/**
 * `/schools/share-quiz/{id}` (spec §5 "share to school"): the quiz's owner puts it in the library of
 * the school they teach in now, changes its listing, or takes it out.
 */
export function ShareToSchoolPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [loaded, reload] = useLoaded(
    () => Promise.all([fetchQuiz(id), readMySchools(), readMyLibraryEntry(id)]),
    id,
  );
  if (loaded.status === 'loading') return <PageSpinner />;
  if (loaded.status === 'failed') return <SchoolProblem code={loaded.code} onRetry={reload} />;
  const [quiz, schools, entry] = loaded.value;
  const teaching = schools.filter((s) => s.status === 'active' && mayShareToLibrary(s.role));
  const school = entry
    ? schools.find((s) => s.school_id === entry.school_id)
    : (teaching.find((s) => s.current) ?? teaching[0]);

  return (
    <section className="school-page" aria-labelledby="share-title">
      <header className="school-page__header">
        <p className="school-page__eyebrow">{school?.school_name ?? t('library.title')}</p>
        <h1 id="share-title" className="school-page__title">
          {t('library.share_title', { title: quiz.title })}
        </h1>
        <p className="school-page__lead">{t('library.share_lead')}</p>
        <Link to={editorPath(id)} className="button button--light library-page__back">
          {t('library.back_to_quiz')}
        </Link>
      </header>
      {school ? (
        <ShareForm
          key={school.school_id}
          quiz={quiz}
          schoolId={school.school_id}
          libraryPath={schoolPaths.library(school.slug)}
          entry={entry}
          onChanged={reload}
        />
      ) : (
        <div className="surface school-card">
          <p className="school-empty">{t('library.share_no_school')}</p>
          <Link to={schoolPaths.mine()} className="button button--accent">
            {t('school.page_my_schools')}
          </Link>
        </div>
      )}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { schoolPaths } from '../../../shared/paths/school-paths.ts';
import { useLoaded } from '../../../shared/use-loaded.ts';
import { readPublicSchool } from '../school-api.ts';
import { SchoolProblem } from '../school-message.tsx';
import { type LibraryFilter, readLibrary, readLibrarySubjects } from './library-api.ts';
import { LibraryCard } from './library-card.tsx';
import { LibraryFilters } from './library-filters.tsx';
import { LibraryPager } from './library-pager.tsx';
import '../school.css';
import './library.css';

/**
 * `/school/{slug}/library` (spec §1 "school quiz library"): the quizzes the school's teachers shared,
 * for its active members. The server refuses anyone else; the page says why.
 */
export function LibraryPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [school, reload] = useLoaded(() => readPublicSchool(slug), slug);
  if (school.status === 'loading') return <PageSpinner />;
  if (school.status === 'failed') return <SchoolProblem code={school.code} onRetry={reload} />;
  const { school_id: schoolId, school_name, me } = school.value;
  if (me?.member_status !== 'active') return <SchoolProblem code="school_not_member" />;
  return (
    <section className="school-page library-page" aria-labelledby="library-title">
      <header className="school-page__header">
        <p className="school-page__eyebrow">{school_name}</p>
        <h1 id="library-title" className="school-page__title">
          {t('library.title')}
        </h1>
        <p className="school-page__lead">{t('library.lead')}</p>
        <Link to={schoolPaths.page(slug)} className="button button--light library-page__back">
          {t('library.back_to_school')}
        </Link>
      </header>
      <LibraryResults slug={slug} schoolId={schoolId} />
    </section>
  );
}

function LibraryResults({ slug, schoolId }: { slug: string; schoolId: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<LibraryFilter>({
    search: '',
    subject: '',
    grade: '',
    level: '',
    scope: '',
    page: 1,
  });
  const [subjects] = useLoaded(() => readLibrarySubjects(schoolId), schoolId);
  const [library] = useLoaded(() => readLibrary(schoolId, filter), `${schoolId}:${JSON.stringify(filter)}`);
  const pages =
    library.status === 'ready' ? Math.max(1, Math.ceil(library.value.total / library.value.page_size)) : 1;

  return (
    <div className="surface school-card library-results">
      <LibraryFilters
        subjects={subjects.status === 'ready' ? subjects.value : []}
        filter={filter}
        onChange={setFilter}
      />
      {library.status === 'loading' && <PageSpinner />}
      {library.status === 'failed' && <FormAlert code={library.code} />}
      {library.status === 'ready' && (
        <>
          <p className="school-row__meta" aria-live="polite">
            {t('library.count', { count: library.value.total })}
          </p>
          {!library.value.may_copy && <p className="school-card__hint">{t('library.preview_only')}</p>}
          {library.value.entries.length === 0 ? (
            <p className="school-empty">{t('library.empty')}</p>
          ) : (
            <ul className="library-grid">
              {library.value.entries.map((entry) => (
                <LibraryCard key={entry.quiz_id} slug={slug} entry={entry} mayCopy={library.value.may_copy} />
              ))}
            </ul>
          )}
          <LibraryPager
            page={filter.page}
            pages={pages}
            onPage={(page) => setFilter((f) => ({ ...f, page }))}
          />
        </>
      )}
    </div>
  );
}

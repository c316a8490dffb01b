import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { errorCodeOf } from '../../../components/use-form.ts';
import { schoolPaths } from '../../../shared/paths/school-paths.ts';
import { useLoaded } from '../../../shared/use-loaded.ts';
import { type LibraryFilter, readLibrary, removeFromLibrary } from '../library/library-api.ts';
import { LibraryPager } from '../library/library-pager.tsx';
import '../library/library.css';
import { SchoolSearchForm } from './school-search-form.tsx';

/** Quizzes (spec §2 Manage School): the school library, searchable and paged; an admin takes a quiz out. */
export function QuizzesTab({ schoolId, slug }: { schoolId: string; slug: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<LibraryFilter>({
    search: '',
    subject: '',
    grade: '',
    level: '',
    scope: '',
    page: 1,
  });
  const [library, reload] = useLoaded(
    () => readLibrary(schoolId, filter, 20),
    `${schoolId}:${JSON.stringify(filter)}`,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const pages =
    library.status === 'ready' ? Math.max(1, Math.ceil(library.value.total / library.value.page_size)) : 1;

  async function remove(quizId: string) {
    setRemoving(quizId);
    setProblem(null);
    try {
      await removeFromLibrary(schoolId, quizId);
      reload();
    } catch (error) {
      setProblem(errorCodeOf(error));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <>
      <h2 className="school-card__heading">{t('school.tab_quizzes')}</h2>
      <p className="school-card__hint">{t('library.manage_lead')}</p>
      <Link to={schoolPaths.library(slug)} className="button school-button--outline">
        {t('library.open_library')}
      </Link>
      <SchoolSearchForm
        label={t('library.search')}
        buttonLabel={t('library.search_button')}
        onSearch={(search) => setFilter((f) => ({ ...f, search, page: 1 }))}
      ></SchoolSearchForm>
      {problem && <FormAlert code={problem} />}
      {library.status === 'loading' && <PageSpinner />}
      {library.status === 'failed' && <FormAlert code={library.code} />}
      {library.status === 'ready' && (
        <>
          <p className="school-row__meta" aria-live="polite">
            {t('library.count', { count: library.value.total })}
          </p>
          {library.value.entries.length === 0 ? (
            <p className="school-empty">{t('library.empty')}</p>
          ) : (
            <ul className="school-rows" data-testid="manage-quizzes">
              {library.value.entries.map((entry) => (
                <li key={entry.quiz_id} className="school-row library-manage__row">
                  <div className="school-row__who">
                    <strong>{entry.title}</strong>
                    <span className="school-row__meta">
                      {[
                        entry.class_subject,
                        t('library.grades', { grades: entry.class_grade.join(', ') }),
                        t(`library.level_${entry.level}`),
                        t('library.by', { name: entry.owner_name }),
                      ].join(' · ')}
                    </span>
                  </div>
                  <button
                    type="button"
                    className="button school-button--danger school-button--small"
                    disabled={removing === entry.quiz_id}
                    onClick={() => void remove(entry.quiz_id)}
                  >
                    {t('library.remove')}
                  </button>
                </li>
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
    </>
  );
}

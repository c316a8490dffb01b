import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { errorCodeOf } from '../../components/use-form.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { schoolPaths } from '../../shared/paths/school-paths.ts';
import { adoptReissuedToken } from '../../shared/session/session.ts';
import { useLoaded } from '../../shared/use-loaded.ts';
import { readMySchools, switchSchool } from './school-api.ts';
import { SchoolProblem } from './school-message.tsx';
import './school.css';

/** `/schools` (spec §2 "set school; switch school"): the schools I belong to, which one is current, and the switch. */
export function MySchoolsPage() {
  const { t } = useTranslation();
  const [schools, reload] = useLoaded(readMySchools, 'mine');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  if (schools.status === 'loading') return <PageSpinner />;
  if (schools.status === 'failed') return <SchoolProblem code={schools.code} onRetry={reload} />;

  async function choose(schoolId: string) {
    setBusy(schoolId);
    setError(null);
    try {
      adoptReissuedToken((await switchSchool(schoolId)).token);
      showToast('success', 'school.mine_switched');
      reload();
    } catch (failure) {
      setError(errorCodeOf(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="school-page" aria-labelledby="my-schools-title">
      <header className="school-page__header">
        <h1 id="my-schools-title" className="school-page__title">
          {t('school.mine_title')}
        </h1>
        <p className="school-page__lead">{t('school.mine_lead')}</p>
      </header>
      <FormAlert code={error} />
      {schools.value.length === 0 ? (
        <p className="surface school-card">{t('school.mine_empty')}</p>
      ) : (
        <ul className="school-list">
          {schools.value.map((s) => (
            <li key={s.school_id} className="surface school-list__item" data-current={s.current}>
              <div className="school-list__name">
                <Link to={schoolPaths.page(s.slug)}>{s.school_name}</Link>
                <span className="school-list__meta">
                  {t(`roles.${s.admin ? 'school_admin' : s.role}`)}
                  {s.status !== 'active' && ` · ${t(`school.status_${s.status}`)}`}
                </span>
              </div>
              <div className="school-list__actions">
                {s.current ? (
                  <span className="school-badge">{t('school.mine_current')}</span>
                ) : (
                  s.status === 'active' && (
                    <button
                      type="button"
                      className="button school-button--outline"
                      disabled={busy !== null}
                      onClick={() => choose(s.school_id)}
                    >
                      {busy === s.school_id ? t('common.please_wait') : t('school.mine_switch')}
                    </button>
                  )
                )}
                {s.admin && s.status === 'active' && (
                  <Link to={schoolPaths.manage(s.slug)} className="button button--accent">
                    {t('school.mine_manage')}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link to={schoolPaths.create()} className="button button--light school-page__create">
        {t('school.mine_create')}
      </Link>
    </section>
  );
}

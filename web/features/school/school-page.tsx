import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { errorCodeOf } from '../../components/use-form.ts';
import { loginPath } from '../../shared/paths/login-paths.ts';
import { schoolPaths } from '../../shared/paths/school-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { useLoaded } from '../../shared/use-loaded.ts';
import { readPublicSchool, requestAccess } from './school-api.ts';
import { SchoolProblem } from './school-message.tsx';
import './school.css';

/** `/school/{slug}` (spec §2): the school's public page; a signed-in visitor asks to join, a member sees where they stand. */
export function SchoolPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const location = useLocation();
  const session = useAtomValue(sessionAtom);
  const signedIn = session.status === 'signed-in';
  const [school, reload] = useLoaded(() => readPublicSchool(slug), `${slug}:${signedIn}`);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (school.status === 'loading' || session.status === 'starting') return <PageSpinner />;
  if (school.status === 'failed') return <SchoolProblem code={school.code} onRetry={reload} />;
  const { school_name, district, country, me, school_id } = school.value;

  async function ask() {
    setSending(true);
    setError(null);
    try {
      await requestAccess(school_id);
      reload();
    } catch (failure) {
      setError(errorCodeOf(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="school-page" aria-labelledby="school-page-title">
      <header className="school-page__header">
        <p className="school-page__eyebrow">{t('school.page_eyebrow')}</p>
        <h1 id="school-page-title" className="school-page__title">
          {school_name}
        </h1>
        <p className="school-page__place">
          {district} ·{' '}
          {new Intl.DisplayNames([document.documentElement.lang || 'en'], { type: 'region' }).of(country) ??
            country}
        </p>
      </header>
      <div className="surface school-card">
        <FormAlert code={error} />
        {!me && (
          <>
            <p>{t('school.page_login_to_join')}</p>
            <Link to={loginPath(location.pathname)} className="button button--accent">
              {t('school.page_login_button')}
            </Link>
          </>
        )}
        {me?.member_status === 'active' && (
          <>
            <p className="school-card__status">{t('school.page_member')}</p>
            <div className="school-card__actions">
              <Link to={schoolPaths.library(slug)} className="button button--accent">
                {t('library.title')}
              </Link>
              {me.admin && (
                <Link to={schoolPaths.manage(slug)} className="button button--accent">
                  {t('school.page_manage')}
                </Link>
              )}
              <Link to={schoolPaths.mine()} className="button button--light">
                {t('school.page_my_schools')}
              </Link>
            </div>
          </>
        )}
        {me?.member_status === 'suspended' && (
          <p className="school-card__status">{t('school.page_suspended')}</p>
        )}
        {me?.member_status === 'removed' && <p className="school-card__status">{t('school.page_removed')}</p>}
        {me &&
          me.member_status === null &&
          (me.request_pending ? (
            <p className="school-card__status" role="status">
              {t('school.page_request_sent')}
            </p>
          ) : (
            <>
              <p>{t('school.page_request_lead')}</p>
              <button type="button" className="button button--accent" disabled={sending} onClick={ask}>
                {sending ? t('common.please_wait') : t('school.page_request_button')}
              </button>
            </>
          ))}
      </div>
    </section>
  );
}

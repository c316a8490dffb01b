import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ThirdPartyButtons } from '../../components/third-party-buttons.tsx';
import { AFTER_LOGIN_DEFAULT, SCHOOL_LOGIN_PATH } from '../../shared/paths/login-paths.ts';
import { schoolPaths } from '../../shared/paths/school-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import './school-landing-page.css';

/**
 * `/skoler`: the school edition's landing page, always in Norwegian (the `skoler` segment forces it):
 * a short pitch, Feide sign-in, and the way in for pupils who have a game code.
 */
export function SchoolLandingPage() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const loginId = useId();

  return (
    <div className="school">
      <section className="school__hero">
        <p className="school__eyebrow">{t('school.eyebrow')}</p>
        <h1 className="school__headline">{t('school.headline')}</h1>
        <p className="school__lead">{t('school.lead')}</p>
        <ul className="school__points">
          <li>{t('school.point_live')}</li>
          <li>{t('school.point_library')}</li>
          <li>{t('school.point_join')}</li>
        </ul>
      </section>

      <div className="school__actions">
        <section className="surface school__login" aria-labelledby={loginId}>
          <h2 id={loginId} className="school__action-title">
            {t('school.login_title')}
          </h2>
          <p>{t('school.login_text')}</p>
          {session.status === 'signed-in' ? (
            <div className="school__signed-in">
              <Link to={AFTER_LOGIN_DEFAULT} className="button button--accent">
                {t('auth.to_my_quizzes')}
              </Link>
              <Link to={schoolPaths.mine()} className="school__email-login">
                {t('school.page_my_schools')}
              </Link>
            </div>
          ) : (
            session.status === 'signed-out' && (
              <>
                <ThirdPartyButtons school only="feide" after={AFTER_LOGIN_DEFAULT} />
                <Link to={SCHOOL_LOGIN_PATH} className="school__email-login">
                  {t('school.email_login')}
                </Link>
              </>
            )
          )}
        </section>

        <section className="school__join">
          <h2 className="school__action-title">{t('school.join_title')}</h2>
          <Link to="/skoler/join" className="button button--light">
            {t('school.join_button')}
          </Link>
        </section>
      </div>
    </div>
  );
}

import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ThirdPartyButtons } from '../../components/third-party-buttons.tsx';
import { errorCodeOf } from '../../components/use-form.ts';
import { loginPath } from '../../shared/paths/login-paths.ts';
import { schoolPaths } from '../../shared/paths/school-paths.ts';
import { adoptReissuedToken } from '../../shared/session/session.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { useLoaded } from '../../shared/use-loaded.ts';
import { acceptInvitation, readInvitation } from './school-api.ts';
import { SchoolProblem } from './school-message.tsx';
import './school.css';

/**
 * `/school/{slug}/invitation/{id}` (spec §2 "join as teacher by invitation"): the link in the e-mail. The
 * person signs in (e-mail or Feide) and accepts; the server lets in only the address it was sent to.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const { invitationId = '' } = useParams();
  const location = useLocation();
  const session = useAtomValue(sessionAtom);
  const [invitation, reload] = useLoaded(() => readInvitation(invitationId), invitationId);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);

  if (invitation.status === 'loading' || session.status === 'starting') return <PageSpinner />;
  if (invitation.status === 'failed') return <SchoolProblem code={invitation.code} onRetry={reload} />;
  const { school_name, email_hint, status, slug } = invitation.value;

  async function accept() {
    setSending(true);
    setError(null);
    try {
      const reply = await acceptInvitation(invitationId);
      adoptReissuedToken(reply.token);
      setJoined(reply.slug);
    } catch (failure) {
      setError(errorCodeOf(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="school-page" aria-labelledby="invitation-title">
      <header className="school-page__header">
        <p className="school-page__eyebrow">{t('school.invite_eyebrow')}</p>
        <h1 id="invitation-title" className="school-page__title">
          {t('school.invite_title', { school: school_name })}
        </h1>
      </header>
      <div className="surface school-card">
        {joined ? (
          <>
            <p className="school-card__status" role="status">
              {t('school.invite_joined', { school: school_name })}
            </p>
            <Link to={schoolPaths.page(joined)} className="button button--accent">
              {t('school.invite_open_school')}
            </Link>
          </>
        ) : status === 'accepted' ? (
          <p className="school-card__status">{t('errors.school_invitation_used')}</p>
        ) : (
          <>
            <p>{t('school.invite_lead', { school: school_name })}</p>
            <p className="school-card__hint">{t('school.invite_address', { hint: email_hint })}</p>
            <FormAlert code={error} />
            {session.status === 'signed-in' ? (
              <button type="button" className="button button--accent" disabled={sending} onClick={accept}>
                {sending ? t('common.please_wait') : t('school.invite_accept')}
              </button>
            ) : (
              <div className="school-card__actions school-card__actions--column">
                <ThirdPartyButtons school only="feide" after={location.pathname} />
                <Link to={loginPath(location.pathname)} className="button button--accent">
                  {t('school.invite_login')}
                </Link>
              </div>
            )}
          </>
        )}
        <Link to={schoolPaths.page(slug)} className="school-card__link">
          {t('school.invite_about_school', { school: school_name })}
        </Link>
      </div>
    </section>
  );
}

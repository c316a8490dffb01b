import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../domain/user/rules.ts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ApiError } from '../../http/api-error.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { fetchMe, type SessionUser } from '../auth/auth-api.ts';
import { updateSessionUser } from '../auth/session.ts';
import { sessionAtom } from '../auth/session-state.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import './profile-page.css';

/** `/me`: who is signed in, whether the e-mail address is confirmed, and logging out. Editing comes later. */
export function ProfilePage() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const signOut = useSignOut();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const user: SessionUser | null = session.status === 'signed-in' ? session.user : null;
  const userId = session.status === 'signed-in' ? session.claims.sub : null;

  // The server's word on the account (a confirmation in another tab, a new role), not only the token's.
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    setLoadError(null);
    fetchMe().then(
      (fresh) => updateSessionUser(() => fresh),
      (error: unknown) =>
        current && setLoadError(error instanceof ApiError ? error.code : 'something_went_wrong'),
    );
    return () => {
      current = false;
    };
  }, [userId]);

  if (!user) {
    if (loadError === null) return <PageSpinner />;
    return (
      <section className="page page--centered">
        <h1 className="page__title">{t('errors.something_wrong_title')}</h1>
        <p className="page__lead">{t(errorKey(loadError))}</p>
      </section>
    );
  }

  return (
    <div className="page page--narrow">
      <section className="surface profile" aria-labelledby="profile-heading">
        <h1 id="profile-heading" className="profile__heading">
          {t('profile.heading')}
        </h1>
        <dl className="profile__details">
          <div className="profile__row">
            <dt>{t('auth.name_label')}</dt>
            <dd data-testid="profile-name">{user.name}</dd>
          </div>
          <div className="profile__row">
            <dt>{t('auth.email_label')}</dt>
            <dd data-testid="profile-email">{user.email}</dd>
          </div>
          <div className="profile__row">
            <dt>{t('profile.role')}</dt>
            <dd>{t(`roles.${user.role as Role}`)}</dd>
          </div>
          <div className="profile__row">
            <dt>{t('profile.email_status')}</dt>
            <dd data-testid="profile-email-status">
              {user.email_confirmed ? (
                <span className="profile__badge profile__badge--ok">{t('profile.email_confirmed')}</span>
              ) : (
                t('profile.email_unconfirmed')
              )}
            </dd>
          </div>
        </dl>
        <button
          type="button"
          className="button button--accent profile__log-out"
          disabled={signingOut}
          onClick={async () => {
            setSigningOut(true);
            await signOut();
          }}
        >
          {t('nav.log_out')}
        </button>
      </section>
    </div>
  );
}

import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../domain/user/rules.ts';
import { canUseTwoFactor } from '../../../domain/user/rules.ts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { errorCodeOf } from '../../components/use-form.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { updateSessionUser } from '../../shared/session/session.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { useSignOut } from '../../shared/session/use-sign-out.ts';
import { fetchProfile, type Profile, resendConfirmation } from './account-api.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { BecomeTeacherSection } from './become-teacher-section.tsx';
import { DetailsForm } from './details-form.tsx';
import { EmailForm } from './email-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { TwoFactorSettings } from './two-factor-settings.tsx';
import { useMailLanguage } from './use-language.ts';
import './profile-page.css';

/**
 * `/me`: who is signed in and editing the account: details, avatar, e-mail address, password and
 * two-step sign-in (the last three only for password accounts; Google and Feide manage their own).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const signOut = useSignOut();
  const language = useMailLanguage();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const userId = session.status === 'signed-in' ? session.claims.sub : null;

  /** Keeps the session's copy of the account (header, guards) in step with the profile. */
  function adopt(fresh: Profile) {
    setProfile(fresh);
    updateSessionUser((user) =>
      user
        ? {
            ...user,
            name: fresh.name,
            email: fresh.email,
            email_confirmed: fresh.email_confirmed,
            role: fresh.role,
            two_factor: fresh.two_factor,
          }
        : {
            _id: fresh._id,
            name: fresh.name,
            email: fresh.email,
            role: fresh.role,
            provider: fresh.provider,
            email_confirmed: fresh.email_confirmed,
            two_factor: fresh.two_factor,
          },
    );
  }

  // The server's word on the account (a confirmation in another tab, a new role), not only the token's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when another user signs in.
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    setLoadError(null);
    fetchProfile().then(
      (fresh) => current && adopt(fresh),
      (error: unknown) => current && setLoadError(errorCodeOf(error)),
    );
    return () => {
      current = false;
    };
  }, [userId]);

  if (!profile) {
    if (loadError === null) return <PageSpinner />;
    return (
      <section className="page page--centered">
        <h1 className="page__title">{t('errors.something_wrong_title')}</h1>
        <p className="page__lead">{t(errorKey(loadError))}</p>
      </section>
    );
  }

  const local = canUseTwoFactor(profile);

  async function resend() {
    setResending(true);
    setResendError(null);
    try {
      await resendConfirmation(language);
      showToast('success', 'account.confirmation_sent');
    } catch (error) {
      setResendError(errorCodeOf(error));
    } finally {
      setResending(false);
    }
  }

  return (
    <div className="page page--narrow profile-page">
      <section className="surface profile" aria-labelledby="profile-heading">
        <h1 id="profile-heading" className="profile__heading">
          {t('profile.heading')}
        </h1>
        <AvatarPicker profile={profile} onSaved={adopt} />
        <dl className="profile__details">
          <div className="profile__row">
            <dt>{t('auth.name_label')}</dt>
            <dd data-testid="profile-name">{profile.name}</dd>
          </div>
          <div className="profile__row">
            <dt>{t('auth.email_label')}</dt>
            <dd data-testid="profile-email">{profile.email}</dd>
          </div>
          <div className="profile__row">
            <dt>{t('account.phone_label')}</dt>
            <dd data-testid="profile-phone">{profile.phone ?? '–'}</dd>
          </div>
          <div className="profile__row">
            <dt>{t('profile.role')}</dt>
            <dd>{t(`roles.${profile.role as Role}`)}</dd>
          </div>
          <div className="profile__row">
            <dt>{t('profile.email_status')}</dt>
            <dd data-testid="profile-email-status">
              {profile.email_confirmed ? (
                <span className="profile__badge profile__badge--ok">{t('profile.email_confirmed')}</span>
              ) : (
                <div className="profile__unconfirmed">
                  <span>{t('profile.email_unconfirmed')}</span>
                  <button
                    type="button"
                    className="button account-button--outline"
                    disabled={resending}
                    aria-busy={resending}
                    onClick={resend}
                  >
                    {t('account.resend_confirmation')}
                  </button>
                  {resendError && (
                    <p className="field__error" role="alert">
                      {t(errorKey(resendError))}
                    </p>
                  )}
                </div>
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

      <BecomeTeacherSection role={profile.role} onBecame={adopt} />

      <section className="surface profile">
        <DetailsForm key={profile._id} profile={profile} onSaved={adopt} />
      </section>

      {local ? (
        <>
          <section className="surface profile">
            <EmailForm />
          </section>
          <section className="surface profile">
            <PasswordForm />
          </section>
          <section className="surface profile">
            <TwoFactorSettings
              state={profile.two_factor}
              email={profile.email}
              onChanged={(two_factor) => adopt({ ...profile, two_factor })}
            />
          </section>
        </>
      ) : (
        <p className="surface profile account-provider-note">
          {t('account.provider_managed', { provider: profile.provider === 'google' ? 'Google' : 'Feide' })}
        </p>
      )}
    </div>
  );
}

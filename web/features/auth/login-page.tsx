import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ThirdPartyButtons } from '../../components/third-party-buttons.tsx';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH, withReturnPath } from '../../shared/paths/login-paths.ts';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';
import { SignedOutOnly } from './signed-out-only.tsx';

/** `/login`: e-mail and password, or a third-party provider; afterwards the page in `?path=`, else my quizzes. */
export function LoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  // `?add=1` from the header's "Add another account": the account left stays remembered for switching.
  const adding = new URLSearchParams(search).get('add') === '1';
  return (
    <SignedOutOnly>
      <AuthCard
        title={adding ? t('auth.add_account') : t('auth.login_heading')}
        lead={adding ? t('auth.add_account_lead') : t('auth.login_lead')}
        links={<LoginLinks />}
      >
        <LoginForm />
        <ThirdPartyButtons divider="before" />
      </AuthCard>
    </SignedOutOnly>
  );
}

/** `/login-skoler`: the school login page, Feide first; there is no way to close it (spec §2). */
export function SchoolLoginPage() {
  const { t } = useTranslation();
  return (
    <SignedOutOnly>
      <AuthCard title={t('auth.school_heading')} lead={t('auth.school_lead')} links={<LoginLinks />}>
        <ThirdPartyButtons school divider="after" />
        <LoginForm />
      </AuthCard>
    </SignedOutOnly>
  );
}

function LoginLinks() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <>
      <Link to={withReturnPath(FORGOT_PASSWORD_PATH, search)}>{t('auth.forgot_link')}</Link>
      <p>
        {t('auth.no_account')}{' '}
        <Link to={withReturnPath(REGISTER_PATH, search)}>{t('auth.register_link')}</Link>
      </p>
    </>
  );
}

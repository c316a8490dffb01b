import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../http/api-error.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { AFTER_LOGIN_DEFAULT, LOGIN_PATH } from '../../shared/paths/login-paths.ts';
import { updateSessionUser } from '../../shared/session/session.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { confirmEmail, explainMalformedLink } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';

type Outcome = { kind: 'pending' } | { kind: 'confirmed' } | { kind: 'failed'; code: string };

// A confirmation link works once: the page asks once per token, even when React mounts it twice.
const confirmations = new Map<string, Promise<unknown>>();

function confirmOnce(token: string): Promise<unknown> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = confirmEmail(token).catch(explainMalformedLink('confirmation_link_invalid'));
    confirmations.set(token, confirmation);
    // Only a failure without an answer may be tried again; "invalid link" stays invalid.
    confirmation.catch((error: unknown) => {
      if (!(error instanceof ApiError) || error.status === 0) confirmations.delete(token);
    });
  }
  return confirmation;
}

/**
 * `/confirm-email/{token}`: the link from the confirmation e-mail. The token is the proof, so it works
 * on any device without signing in (the mail is often read on a phone, the account made on a laptop).
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const signedIn = useAtomValue(sessionAtom).status === 'signed-in';
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how "Try again" asks again.
  useEffect(() => {
    let current = true;
    setOutcome({ kind: 'pending' });
    confirmOnce(token).then(
      () => {
        updateSessionUser((user) => user && { ...user, email_confirmed: true });
        if (current) setOutcome({ kind: 'confirmed' });
      },
      (error: unknown) =>
        current &&
        setOutcome({ kind: 'failed', code: error instanceof ApiError ? error.code : 'something_went_wrong' }),
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  switch (outcome.kind) {
    case 'pending':
      return (
        <AuthCard title={t('auth.confirm_heading')}>
          <p role="status" className="auth-card__pending">
            <span className="auth-card__spinner" aria-hidden="true" />
            {t('auth.confirming')}
          </p>
        </AuthCard>
      );
    case 'confirmed':
      return (
        <AuthCard title={t('auth.confirmed_heading')}>
          <p role="status" className="auth-card__success">
            {t('auth.confirmed_text')}
          </p>
          {signedIn ? (
            <Link to={AFTER_LOGIN_DEFAULT} className="button button--accent auth-form__submit">
              {t('auth.to_my_quizzes')}
            </Link>
          ) : (
            <>
              <p>{t('auth.confirmed_log_in_text')}</p>
              <Link to={LOGIN_PATH} className="button button--accent auth-form__submit">
                {t('nav.log_in')}
              </Link>
            </>
          )}
        </AuthCard>
      );
    case 'failed':
      return (
        <AuthCard title={t('auth.confirm_heading')}>
          <p role="alert" className="form-alert">
            {t(errorKey(outcome.code))}
          </p>
          {outcome.code === 'confirmation_link_invalid' ? (
            <Link to={signedIn ? '/me' : LOGIN_PATH} className="button button--accent auth-form__submit">
              {signedIn ? t('nav.edit_profile') : t('nav.log_in')}
            </Link>
          ) : (
            <button
              type="button"
              className="button button--accent auth-form__submit"
              onClick={() => setAttempt((count) => count + 1)}
            >
              {t('auth.try_again')}
            </button>
          )}
        </AuthCard>
      );
    default: {
      const unknown: never = outcome;
      throw new Error(`unknown outcome ${JSON.stringify(unknown)}`);
    }
  }
}

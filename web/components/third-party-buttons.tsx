import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ThirdPartyProvider } from '../../api/contracts/third-party.ts';
import { showToast } from '../overlays/toast-state.ts';
import { afterLoginTarget } from '../shared/paths/login-paths.ts';
import { adoptStoredSession } from '../shared/session/session.ts';
import { fetchProviders } from '../shared/third-party/third-party-api.ts';
import { openLoginPopup } from '../shared/third-party/third-party-popup.ts';
import {
  announcesSignIn,
  PROVIDER_NAMES,
  THIRD_PARTY_ERROR_PARAM,
  THIRD_PARTY_RESULT_STORAGE_KEY,
} from '../shared/third-party/third-party-rules.ts';
import { FormAlert } from './form-alert.tsx';
import './third-party-buttons.css';

interface ThirdPartyButtonsProps {
  /** The school pages: Feide first, and a note when Feide is not set up. */
  school?: boolean;
  /** Show only this provider (the /skoler page shows Feide alone). */
  only?: ThirdPartyProvider;
  /** Where to go once signed in; by default the login page's own `?path=` rule decides. */
  after?: string;
  /** Where the "or" rule between these buttons and the e-mail form goes. */
  divider?: 'before' | 'after' | 'none';
}

/**
 * The row of third-party sign-in buttons (spec §2): one per provider this installation offers. A click
 * opens the provider in a 650×700 popup; the session arrives in the cookies and this page takes it up.
 */
export function ThirdPartyButtons({ school = false, only, after, divider = 'none' }: ThirdPartyButtonsProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const providers = useThirdPartyProviders();
  const [pending, setPending] = useState<ThirdPartyProvider | null>(null);
  // A sign-in that could not return to this window comes back with its error in the address.
  const [error, setError] = useState<string | null>(() =>
    new URLSearchParams(search).get(THIRD_PARTY_ERROR_PARAM),
  );
  useSignInsFromOtherWindows();

  if (providers === null) return null;
  const shown = providers
    .filter((provider) => !only || provider === only)
    .sort((a, b) => (school ? rank(a) - rank(b) : 0));
  if (shown.length === 0) {
    return school ? <p className="auth-card__note">{t('school.feide_unavailable')}</p> : null;
  }

  function signIn(provider: ThirdPartyProvider) {
    setError(null);
    const started = openLoginPopup(provider, after ?? afterLoginTarget(search));
    if (started.status === 'unavailable') {
      setError('auth_header_3rd_party_not_available');
      return;
    }
    setPending(provider);
    void started.outcome.then((outcome) => {
      setPending(null);
      if (outcome.status === 'failure') {
        setError(outcome.error ?? 'third_party_login_cancelled');
        return;
      }
      adoptStoredSession();
      showToast('success', outcome.isCreated ? 'third_party.registered' : 'auth.logged_in');
      if (after) void navigate(after);
    });
  }

  return (
    <div className="third-party">
      {divider === 'before' && <Divider />}
      <FormAlert code={error} />
      <ul className="third-party__list">
        {shown.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className={`button third-party__button third-party__button--${provider}`}
              disabled={pending !== null}
              aria-busy={pending === provider}
              onClick={() => signIn(provider)}
            >
              <span className="third-party__mark" aria-hidden="true">
                {PROVIDER_NAMES[provider].charAt(0)}
              </span>
              {t('third_party.continue_with', { provider: PROVIDER_NAMES[provider] })}
            </button>
          </li>
        ))}
      </ul>
      {pending && (
        <p role="status" className="third-party__waiting">
          {t('third_party.waiting')}
        </p>
      )}
      {divider === 'after' && <Divider />}
    </div>
  );
}

function Divider() {
  const { t } = useTranslation();
  return (
    <p className="third-party__divider">
      <span>{t('third_party.divider')}</span>
    </p>
  );
}

const rank = (provider: ThirdPartyProvider) => (provider === 'feide' ? 0 : 1);

let providersRequest: Promise<ThirdPartyProvider[]> | null = null;

/** The configured providers, fetched once per page load; null while loading. A failure shows no buttons. */
function useThirdPartyProviders(): ThirdPartyProvider[] | null {
  const [providers, setProviders] = useState<ThirdPartyProvider[] | null>(null);
  useEffect(() => {
    let current = true;
    providersRequest ??= fetchProviders().catch(() => {
      providersRequest = null;
      return [];
    });
    void providersRequest.then((list) => current && setProviders(list));
    return () => {
      current = false;
    };
  }, []);
  return providers;
}

/**
 * A sign-in finished in another window of this site (a popup whose link to this page was cut by the
 * provider, or another tab) also signs this page in: the session is in the shared cookies.
 */
function useSignInsFromOtherWindows() {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THIRD_PARTY_RESULT_STORAGE_KEY && announcesSignIn(event.newValue))
        adoptStoredSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { startUrl } from '../../shared/third-party/third-party-api.ts';
import { isThirdPartyProvider, PROVIDER_NAMES } from '../../shared/third-party/third-party-rules.ts';
import './auth.css';

/**
 * `/3rd-party-login/{provider}?redirect=…`: the page the sign-in popup opens (spec §2). It leaves at once
 * for the API, which sends the browser on to the provider; the answer comes back to the opener.
 */
export function ThirdPartyLoginPage() {
  const { t } = useTranslation();
  const { provider } = useParams();
  const [search] = useSearchParams();
  const known = isThirdPartyProvider(provider);

  useEffect(() => {
    if (!isThirdPartyProvider(provider)) return;
    window.location.replace(startUrl(provider, search.get('redirect'), search.get('attempt')));
  }, [provider, search]);

  if (!known) return <Navigate to="/" replace />;
  return (
    <div className="page page--centered">
      <p className="auth-card__pending" role="status">
        <span className="auth-card__spinner" aria-hidden="true" />
        {t('third_party.redirecting', { provider: PROVIDER_NAMES[provider] })}
      </p>
    </div>
  );
}

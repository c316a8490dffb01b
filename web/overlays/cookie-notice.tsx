import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FrontPageSetting } from '../../api/contracts/settings.ts';
import { apiGet } from '../http/api-client.ts';
import { readCookie, writeCookie } from '../state/cookies.ts';

const CONSENT_COOKIE = 'cookie_consent';
const CONSENT_DAYS = 360; // spec §9

/**
 * The cookie notice (spec §2), until the visitor accepts it. Embedded quizzes (`?embed`) never show it:
 * the host page owns the visitor's consent.
 */
export function CookieNotice() {
  const [accepted, setAccepted] = useState(() => readCookie(CONSENT_COOKIE) !== null);
  // Read from the address itself, not the router: the small join entry shows this notice too, without one.
  const embedded = new URLSearchParams(window.location.search).has('embed');
  if (accepted || embedded) return null;
  return (
    <CookieNoticeCard
      onAccept={() => {
        writeCookie(CONSENT_COOKIE, 'accepted', CONSENT_DAYS);
        setAccepted(true);
      }}
    />
  );
}

function CookieNoticeCard({ onAccept }: { onAccept: () => void }) {
  const { t } = useTranslation();
  // undefined while the front page setting loads, so the default text does not flash before the admin's.
  const [customText, setCustomText] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    apiGet<FrontPageSetting>('/api/setting')
      .then((setting) => current && setCustomText(setting.cookie_consent_setting))
      // Without the setting the translated default text serves just as well.
      .catch(() => current && setCustomText(null));
    return () => {
      current = false;
    };
  }, []);

  if (customText === undefined) return null;
  return (
    <section className="cookie-notice surface" aria-label={t('cookie.notice_label')}>
      <p className="cookie-notice__text">{customText || t('cookie.default_text')}</p>
      <button type="button" className="button button--accent cookie-notice__accept" onClick={onAccept}>
        {t('cookie.accept')}
      </button>
    </section>
  );
}

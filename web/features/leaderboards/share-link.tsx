import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { leaderboardLivePath } from '../../shared/paths/leaderboard-paths.ts';

/** The public live link: to copy into a class page, or to open on the projector. */
export function ShareLink({ leaderboardId }: { leaderboardId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const path = leaderboardLivePath(leaderboardId);
  const link = `${window.location.origin}${path}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, or permission refused): the link stays selectable on screen.
      setCopied(false);
    }
  }

  return (
    <div className="leaderboard-share">
      <input
        className="field__input"
        readOnly
        value={link}
        onFocus={(event) => event.target.select()}
        aria-label={t('leaderboards.live_link')}
        data-testid="leaderboard-link"
      />
      <div className="leaderboard-share__actions">
        <button type="button" className="button button--accent creator-button--small" onClick={copy}>
          {copied ? t('leaderboards.copied') : t('leaderboards.copy_link')}
        </button>
        <Link to={path} className="button creator-button--outline creator-button--small" target="_blank">
          {t('leaderboards.open_live')}
        </Link>
      </div>
    </div>
  );
}

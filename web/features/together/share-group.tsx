import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../components/live-screens/qr-code.tsx';
import { togetherPaths } from '../../shared/paths/together-paths.ts';

/** The group's link to send to friends: as text with a copy button, and as a QR code for a phone across the table. */
export function ShareGroup({ togetherId }: { togetherId: string }) {
  const { t } = useTranslation();
  const link = `${location.origin}${togetherPaths.lobby(togetherId)}`;
  const shown = link.replace(/^https?:\/\//, '');
  const [copied, setCopied] = useState(false);

  function copy() {
    navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }

  return (
    <aside className="together-share surface" aria-label={t('together.share_label')}>
      <h2 className="together-share__title">{t('together.share_title')}</h2>
      {/* One line, cut short with "…" on a phone (the whole of it is copied), the copy button beside it. */}
      <div className="together-share__row">
        <p className="together-share__link" data-testid="together-link" title={link}>
          {/* The scheme says nothing to a friend reading it over a shoulder; its room goes to the address. */}
          <span className="visually-hidden">{link.slice(0, link.length - shown.length)}</span>
          {shown}
        </p>
        <button type="button" className="button button--light" onClick={copy} data-testid="together-copy">
          {copied ? t('together.copied') : t('together.copy')}
        </button>
      </div>
      <QrCode text={link} label={t('together.qr_label')} className="qr-code together-share__qr" />
    </aside>
  );
}

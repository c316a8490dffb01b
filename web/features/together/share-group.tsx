import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../components/live-screens/qr-code.tsx';
import { togetherPaths } from '../../shared/paths/together-paths.ts';

/** The group's link to send to friends: as text with a copy button, and as a QR code for a phone across the table. */
export function ShareGroup({ togetherId }: { togetherId: string }) {
  const { t } = useTranslation();
  const link = `${location.origin}${togetherPaths.lobby(togetherId)}`;
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
      <p className="together-share__link" data-testid="together-link">
        {link}
      </p>
      <button type="button" className="button button--light" onClick={copy} data-testid="together-copy">
        {copied ? t('together.copied') : t('together.copy')}
      </button>
      <QrCode text={link} label={t('together.qr_label')} className="qr-code together-share__qr" />
    </aside>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../components/live-screens/qr-code.tsx';
import { assignmentStartPath } from '../../shared/paths/assignment-paths.ts';

/** The link students open, to copy into a class page or show as a QR code on the board. */
export function AssignmentShare({ code, assignmentId }: { code: string; assignmentId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${assignmentStartPath(code, assignmentId)}`;

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
    <section className="surface assignment-share" aria-label={t('assignment.link_heading')}>
      <div className="assignment-share__text">
        <h2 className="assignment-share__heading">{t('assignment.link_heading')}</h2>
        <input
          className="field__input assignment-share__link"
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          data-testid="assignment-link"
          aria-label={t('assignment.link_heading')}
        />
        <button type="button" className="button button--accent" onClick={copy}>
          {copied ? t('assignment.copied') : t('assignment.copy')}
        </button>
      </div>
      <QrCode text={link} label={t('assignment.qr_label')} className="qr-code assignment-share__qr" />
    </section>
  );
}

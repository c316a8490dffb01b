import { useTranslation } from 'react-i18next';

/**
 * Over the question list when a game plays fewer questions than the quiz has (the default is 10): an
 * author who wrote 12 finds out here, not in a game, and the button takes them to the setting.
 */
export function PlaysNotice({ count, total, fieldId }: { count: number; total: number; fieldId: string }) {
  const { t } = useTranslation();
  if (count >= total) return null;
  const goToSetting = () => {
    const field = document.getElementById(fieldId);
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field?.focus({ preventScroll: true });
  };
  return (
    <div className="surface plays-notice" role="status" data-testid="plays-notice">
      <p className="plays-notice__text">{t('editor.plays_notice', { count, total })}</p>
      <button type="button" className="button button--accent plays-notice__button" onClick={goToSetting}>
        {t('editor.plays_notice_change')}
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { WhitelistSummary } from '../../../api/contracts/whitelists.ts';
import { useDateTime } from '../../i18n/date-time.ts';
import './whitelist-parts.css';

/** One list: its title, how many names and when it was made, with its actions. */
export function WhitelistCard({
  list,
  busy,
  onEdit,
  onCopy,
  onDelete,
}: {
  list: WhitelistSummary;
  busy: boolean;
  onEdit: () => void;
  onCopy: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <article className="surface whitelist-card" data-testid="whitelist-card">
      <h3 className="whitelist-card__title">{list.title}</h3>
      <p className="whitelist-card__total">{t('whitelist.names_count', { count: list.total })}</p>
      <p className="whitelist-card__date">{t('whitelist.created_on', { date: dateTime(list.created_at) })}</p>
      <div className="whitelist-card__actions">
        <button type="button" className="button creator-button--small" onClick={onEdit} disabled={busy}>
          {t('whitelist.edit')}
        </button>
        <button
          type="button"
          className="button creator-button--small creator-button--outline"
          onClick={onCopy}
          disabled={busy}
        >
          {t('whitelist.copy')}
        </button>
        <button
          type="button"
          className="button creator-button--small creator-button--danger"
          onClick={onDelete}
          disabled={busy}
        >
          {t('whitelist.delete')}
        </button>
      </div>
    </article>
  );
}

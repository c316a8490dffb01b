import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './removed-players.css';

/**
 * The lobby's list of players the quizmaster removed: their browsers cannot join this game again until
 * the quizmaster lets them back in (a removal by mistake, or a player who has calmed down).
 */
export function RemovedPlayers({
  removed,
  onLetBackIn,
  busy,
}: {
  removed: ReadonlyArray<{ playerId: string; name: string }>;
  onLetBackIn: (playerId: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (removed.length === 0) return null;
  return (
    <section className="removed-players surface" aria-labelledby={titleId} data-testid="removed-players">
      <h3 id={titleId} className="removed-players__title">
        {t('live.removed_players')}
      </h3>
      <p className="removed-players__hint">{t('live.removed_players_hint')}</p>
      <ul className="removed-players__list">
        {removed.map((player) => (
          <li key={player.playerId} className="removed-players__item">
            <span className="removed-players__name">{player.name}</span>
            <button
              type="button"
              className="button button--live-outline button--live-small"
              aria-label={t('live.let_back_in_player', { name: player.name })}
              onClick={() => onLetBackIn(player.playerId)}
              disabled={busy}
            >
              {t('live.let_back_in')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

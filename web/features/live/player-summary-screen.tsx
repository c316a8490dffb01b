import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PlayerView, RoomView } from '../../../domain/game/views.ts';
import { ClosingMessage } from '../../components/closing-message.tsx';
import { Podium } from '../../components/live-screens/standings.tsx';
import { teamsBestFirst } from '../../components/live-screens/teams.ts';
import { TeamStats } from './player-team-stats.tsx';

/** `/summary`: the player's final place and score, and the podium (of teams, in team mode). */
export function PlayerSummary({ room, you }: { room: RoomView; you: PlayerView | null }) {
  const { t } = useTranslation();
  return (
    <section className="phone-summary" data-testid="player-summary">
      <h1 className="phone-summary__title">{t('live.game_finished')}</h1>
      {you ? (
        <dl className="phone-stats phone-stats--big">
          <div>
            <dt>{t('live.your_place')}</dt>
            <dd data-testid="player-rank">
              {t('live.rank_of', { rank: you.rank, players: room.playerCount })}
            </dd>
          </div>
          <div>
            <dt>{t('live.score')}</dt>
            <dd data-testid="player-score">{you.score}</dd>
          </div>
        </dl>
      ) : null}
      <ClosingMessage message={room.customMessage} />
      <TeamStats room={room} you={you} />
      <Podium
        standings={room.teams ? teamsBestFirst(room.teams).slice(0, 3) : room.leaderboard.slice(0, 3)}
        compact
      />
      <Link className="button button--light button--live-block" to="/thanks">
        {t('live.done')}
      </Link>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { PlayerView, RoomView } from '../../../domain/game/views.ts';
import { teamPlace } from '../../components/live-screens/teams.ts';

/** In team mode: this player's team, its place among the teams and its score. */
export function TeamStats({ room, you }: { room: RoomView; you: PlayerView | null }) {
  const { t } = useTranslation();
  const team = room.teams?.find((candidate) => candidate.teamId === you?.teamId);
  const place = teamPlace(room.teams, you?.teamId ?? null);
  if (!room.teams || !team || place === null) return null;
  return (
    <div className="phone-team" data-testid="player-team">
      <p className="phone-team__name">
        <span className="phone-team__label">{t('live.your_team')}</span> {team.name}
      </p>
      <dl className="phone-stats">
        <div>
          <dt>{t('live.team_place')}</dt>
          <dd data-testid="team-rank">{t('live.team_rank_of', { rank: place, teams: room.teams.length })}</dd>
        </div>
        <div>
          <dt>{t('live.team_score')}</dt>
          <dd data-testid="team-score">{team.score}</dd>
        </div>
      </dl>
    </div>
  );
}

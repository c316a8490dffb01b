import { useTranslation } from 'react-i18next';
import type { TeamStanding } from '../../../domain/game/views.ts';
import { teamPlace } from './teams.ts';

export interface Standing {
  name: string;
  score: number;
  /** A line under the name: a team's members. */
  detail?: string;
}

/** The leaderboard: best first, at most ten (the server sends the top ten). */
export function Leaderboard({
  standings,
  highlight,
}: {
  standings: readonly Standing[];
  highlight?: string;
}) {
  const { t } = useTranslation();
  if (standings.length === 0) return <p className="leaderboard__empty">{t('live.no_scores_yet')}</p>;
  return (
    <ol className="leaderboard" aria-label={t('live.leaderboard')}>
      {standings.map((entry, i) => (
        <li key={entry.name} className={`leaderboard__row${entry.name === highlight ? ' is-you' : ''}`}>
          <span className="leaderboard__rank">{i + 1}</span>
          <span className="leaderboard__name">{entry.name}</span>
          <span className="leaderboard__score">{entry.score}</span>
        </li>
      ))}
    </ol>
  );
}

/** First, second, third in reading order; the stylesheet puts first in the middle. */
const PODIUM_PLACES = [0, 1, 2] as const;

/** The top three on steps (second, first, third from left to right on screen), then the rest listed. */
export function Podium({
  standings,
  compact = false,
}: {
  standings: readonly Standing[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const rest = standings.slice(3);
  const places = PODIUM_PLACES.flatMap((place) => {
    const entry = standings[place];
    return entry ? [{ place, entry }] : [];
  });
  return (
    <div className={`podium${compact ? ' podium--compact' : ''}`}>
      {/* As many columns as places taken, so one or two winners stand in the middle of the screen. */}
      <ol className={`podium__steps podium__steps--${places.length}`} aria-label={t('live.podium')}>
        {places.map(({ place, entry }) => {
          return (
            <li key={place} className={`podium__step podium__step--${place + 1}`} data-place={place + 1}>
              <span className="podium__name">{entry.name}</span>
              {entry.detail ? <span className="podium__detail">{entry.detail}</span> : null}
              <span className="podium__score">{t('live.points', { points: entry.score })}</span>
              <span className="podium__block">
                <span className="visually-hidden">{t('live.place', { place: place + 1 })}</span>
                <span aria-hidden="true">{place + 1}</span>
              </span>
            </li>
          );
        })}
      </ol>
      {rest.length > 0 && !compact ? (
        <ol className="podium__rest" start={4}>
          {rest.map((entry, i) => (
            <li key={entry.name} className="leaderboard__row">
              <span className="leaderboard__rank">{i + 4}</span>
              <span className="leaderboard__name">
                {entry.name}
                {entry.detail ? <span className="leaderboard__detail">{entry.detail}</span> : null}
              </span>
              <span className="leaderboard__score">{entry.score}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/**
 * The teams, best first: place, name, members (their names where the screen knows them, else how many)
 * and the team's score, its members' points added up.
 */
export function TeamStandings({
  teams,
  memberNames,
  highlight,
}: {
  teams: readonly TeamStanding[];
  memberNames?: (teamId: string) => string[];
  highlight?: string | null;
}) {
  const { t } = useTranslation();
  if (teams.length === 0) return <p className="leaderboard__empty">{t('live.no_teams_yet')}</p>;
  return (
    <ol
      className="leaderboard team-standings"
      aria-label={t('live.team_standings')}
      data-testid="team-standings"
    >
      {teams.map((team) => {
        const names = memberNames?.(team.teamId) ?? [];
        return (
          <li
            key={team.teamId}
            className={`leaderboard__row${team.teamId === highlight ? ' is-you' : ''}`}
            data-team={team.name}
          >
            <span className="leaderboard__rank">{teamPlace(teams, team.teamId)}</span>
            <span className="leaderboard__name">
              {team.name}
              <span className="leaderboard__detail">
                {names.length > 0 ? names.join(', ') : t('live.team_members', { members: team.members })}
              </span>
            </span>
            <span className="leaderboard__score">{team.score}</span>
          </li>
        );
      })}
    </ol>
  );
}

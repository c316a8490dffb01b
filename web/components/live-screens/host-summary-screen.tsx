import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HostView } from '../../../domain/game/views.ts';
import { ClosingMessage } from '../closing-message.tsx';
import { ScreenBar } from './screen-bar.tsx';
import { Podium } from './standings.tsx';
import { memberNamesOf, teamsBestFirst } from './teams.ts';

export interface SummaryControls {
  replayHref: string;
  onClose: () => void;
}

export function HostSummaryScreen({ view, controls }: { view: HostView; controls?: SummaryControls }) {
  const { t } = useTranslation();
  const cancelled = view.phase === 'cancelled';
  // Everyone, best first (the leaderboard stops at ten); a stable sort keeps the server's order on ties.
  const everyone = [...view.players].sort((a, b) => b.score - a.score);
  const names = memberNamesOf(view.players);
  const standings = view.teams
    ? teamsBestFirst(view.teams).map((team) => ({
        name: team.name,
        score: team.score,
        detail: names(team.teamId).join(', ') || t('live.team_members', { members: team.members }),
      }))
    : everyone.length > 0
      ? everyone
      : view.leaderboard;
  return (
    <section className="host-screen host-summary">
      <ScreenBar view={view} showCounter={false} />
      <h1 className="host-summary__title">{cancelled ? t('live.game_cancelled') : t('live.podium_title')}</h1>
      {cancelled ? null : <Podium standings={standings} />}
      {cancelled ? null : <ClosingMessage message={view.customMessage} />}
      {controls ? (
        <footer className="host-screen__actions">
          <Link className="button button--live-quiet" to={controls.replayHref}>
            {t('live.replay_game')}
          </Link>
          <button type="button" className="button button--light button--live-huge" onClick={controls.onClose}>
            {t('live.close_game')}
          </button>
        </footer>
      ) : null}
    </section>
  );
}

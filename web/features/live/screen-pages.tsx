import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { HostScreenFor } from '../../components/live-screens/host-screens.tsx';
import { LiveStage, StageMessage } from '../../components/live-screens/live-stage.tsx';
import { HostAwayBanner } from './host-away-banner.tsx';
import { liveGame } from './live-game.ts';
import { screenPathFor } from './live-paths.ts';
import { screenSessionFrom, useFollowGame, useScreenGame } from './use-live.ts';

/**
 * `/live/share`, `/live/result`, `/live/summary`: a second shared screen (another projector, a TV in the
 * hall), opened with the link the quizmaster's lobby offers. It shows what the quizmaster's screen shows,
 * without the controls; the server keeps the answer from it while a question is open.
 */
export function SecondScreenPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [session] = useState(() => screenSessionFrom(search));
  const game = useScreenGame(session);
  const query = session
    ? `?game=${encodeURIComponent(session.gameId)}&screen=${encodeURIComponent(session.screenToken)}`
    : '';
  useFollowGame(game.state === 'ready' ? `${screenPathFor(game.view)}${query}` : null);

  if (game.state === 'none') return <Navigate to="/" replace />;
  return (
    <LiveStage kind="projector" look={game.state === 'ready' ? game.view.look : undefined}>
      {game.state === 'ready' ? <HostAwayBanner room={game.view} /> : null}
      {game.state === 'ready' ? (
        <HostScreenFor view={game.view} origin={location.origin} offsetMs={liveGame().serverOffsetMs} />
      ) : game.state === 'ended' ? (
        <StageMessage title={t('live.game_unavailable')} tone="alert">
          <p className="stage-message__text">{t('errors.join_link_invalid')}</p>
        </StageMessage>
      ) : (
        <div className="stage-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('live.connecting')}</span>
        </div>
      )}
    </LiveStage>
  );
}

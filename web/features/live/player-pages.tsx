import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import type { PlayerView, RoomView } from '../../../domain/game/views.ts';
import { LiveStage, StageMessage, Waiting } from '../../components/live-screens/live-stage.tsx';
import { roomAtom } from '../../shared/live/live-state.ts';
import { HostAwayBanner } from './host-away-banner.tsx';
import { liveGame, liveStorage } from './live-game.ts';
import { playerPathFor } from './live-paths.ts';
import { readPlayerSession } from './live-storage.ts';
import { AnswerScreen } from './player-answer-screen.tsx';
import { PlayerEnded } from './player-ended.tsx';
import { PlayerResult } from './player-result-screen.tsx';
import { PlayerSummary } from './player-summary-screen.tsx';
import { PhoneSoundToggle } from './sound/sound-toggle.tsx';
import { TeamPicker } from './team-picker.tsx';
import { type GameOnScreen, useFollowGame, usePlayerGame } from './use-live.ts';

/**
 * `/join-start`, `/countdown/{code}`, `/result/{code}` and `/summary`: the player's phone. It follows the
 * room from screen to screen; a reload or a lost connection resumes the same player, score intact.
 */
export function PlayerGamePage() {
  const game = usePlayerGame();
  const target =
    game.state === 'ready' && game.session ? playerPathFor(game.view.room, game.session.pin) : null;
  useFollowGame(target);
  return (
    <LiveStage
      kind="phone"
      awake={game.state === 'ready' || game.state === 'loading'}
      look={game.state === 'ready' ? game.view.room.look : undefined}
    >
      {game.state === 'ready' && game.view.room.live.sound && game.view.room.phase !== 'question' ? (
        <PhoneSoundToggle corner />
      ) : null}
      {game.state === 'ready' ? <HostAwayBanner room={game.view.room} /> : null}
      <PlayerScreen game={game} target={target} name={game.session?.name ?? ''} />
    </LiveStage>
  );
}

function PlayerScreen({
  game,
  target,
  name,
}: {
  game: GameOnScreen<{ room: RoomView; you: PlayerView | null }>;
  target: string | null;
  name: string;
}) {
  const { t } = useTranslation();
  switch (game.state) {
    case 'none':
      // Spec "player-quiz-loaded" guard: no game on this phone, so home.
      return <Navigate to="/" replace />;
    case 'loading':
      return (
        <div className="stage-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('live.connecting')}</span>
        </div>
      );
    case 'ended':
      return <PlayerEnded end={game.end} />;
    case 'ready':
      break;
  }
  const { room, you } = game.view;
  if (target === '/join-start') {
    if (room.teams && room.phase === 'lobby')
      return <TeamPicker room={room} you={you} name={you?.name ?? name} teams={room.teams} />;
    return (
      <StageMessage title={t('live.you_are_in')} testId="player-lobby">
        <p className="player-name">{you?.name ?? name}</p>
        <p className="stage-message__text">{t('live.look_at_screen')}</p>
        <Waiting text={t('live.waiting_for_start')} />
      </StageMessage>
    );
  }
  if (target?.startsWith('/countdown/')) {
    if (room.phase === 'question' && room.question)
      return <AnswerScreen key={room.question.index} room={room} question={room.question} />;
    return (
      <StageMessage title={t('live.get_ready')} testId="player-get-ready">
        <p className="stage-message__text">{t('live.look_at_screen')}</p>
        <span className="spinner" aria-hidden="true" />
      </StageMessage>
    );
  }
  if (target?.startsWith('/result/') && room.question) return <PlayerResult room={room} you={you} />;
  if (target === '/summary') return <PlayerSummary room={room} you={you} />;
  return null;
}

/** `/thanks`: the end of a game on the phone; the phone forgets the game here. */
export function ThanksPage() {
  const { t } = useTranslation();
  const room = useAtomValue(roomAtom);
  const [seen] = useState(() => ({
    session: readPlayerSession(liveStorage()),
    cancelled: room?.phase === 'cancelled',
  }));
  useEffect(() => {
    liveGame().leave('player');
  }, []);
  if (!seen.session && !room) return <Navigate to="/" replace />;
  return (
    <LiveStage kind="phone">
      <StageMessage
        title={seen.session ? t('live.thanks_name', { name: seen.session.name }) : t('live.thanks')}
        testId="player-thanks"
        actions={
          <>
            <Link className="button button--light" to="/join">
              {t('live.join_another')}
            </Link>
            <Link className="button button--live-quiet" to="/">
              {t('common.back_home')}
            </Link>
          </>
        }
      >
        {seen.cancelled ? <p className="stage-message__text">{t('live.cancelled_by_host')}</p> : null}
      </StageMessage>
    </LiveStage>
  );
}

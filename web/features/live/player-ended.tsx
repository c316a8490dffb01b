import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StageMessage } from '../../components/live-screens/live-stage.tsx';
import type { LiveEnd } from '../../shared/live/live-state.ts';
import { liveGame } from './live-game.ts';

/** The game is over for this phone: taken over by another tab (which it may take back), kicked or gone. */
export function PlayerEnded({ end }: { end: LiveEnd }) {
  const { t } = useTranslation();
  if (end === 'replaced') {
    return (
      <StageMessage
        title={t('live.replaced_title')}
        tone="alert"
        testId="player-replaced"
        actions={
          <button type="button" className="button button--light" onClick={() => liveGame().takeOver()}>
            {t('live.play_here')}
          </button>
        }
      >
        <p className="stage-message__text">{t('errors.game_replaced')}</p>
      </StageMessage>
    );
  }
  return (
    <StageMessage
      title={t(end === 'kicked' ? 'live.kicked_title' : 'live.game_over')}
      tone="alert"
      testId={end === 'kicked' ? 'player-kicked' : 'player-gone'}
      actions={
        <Link className="button button--light" to="/join">
          {t('live.join_another')}
        </Link>
      }
    >
      <p className="stage-message__text">
        {t(end === 'kicked' ? 'errors.kicked_by_quizmaster' : 'errors.join_not_live')}
      </p>
    </StageMessage>
  );
}

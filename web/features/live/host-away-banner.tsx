import { useTranslation } from 'react-i18next';
import type { RoomView } from '../../../domain/game/views.ts';

/**
 * "The quizmaster's connection was lost" (spec §8), on phones and the second screen, while the game
 * waits for the quizmaster's screen to come back. Announced politely: it is news, not an error of theirs.
 */
export function HostAwayBanner({ room }: { room: RoomView }) {
  const { t } = useTranslation();
  const over = room.phase === 'finished' || room.phase === 'cancelled';
  if (room.hostConnected || over) return null;
  return (
    <p className="host-away" role="status" data-testid="host-away">
      <span className="spinner spinner--small" aria-hidden="true" />
      {t('errors.quizmaster_connection_failed')}
    </p>
  );
}

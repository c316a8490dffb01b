import { useTranslation } from 'react-i18next';
import type { VersusReply } from '../../../api/contracts/plays.ts';

/** Against the best earlier run ("ghost"): its score after the same question, and how far ahead or behind. */
export function GhostPace({
  ghost,
  index,
  score,
}: {
  ghost: VersusReply['ghost'];
  index: number;
  score: number;
}) {
  const { t } = useTranslation();
  if (!ghost || ghost.cumulative.length === 0) return null;
  const theirs = ghost.cumulative[Math.min(index, ghost.cumulative.length - 1)] ?? 0;
  const gap = score - theirs;
  return (
    <p className="play-ghost" data-testid="play-ghost">
      {gap >= 0
        ? t('play.ghost_ahead', { name: ghost.name, points: gap })
        : t('play.ghost_behind', { name: ghost.name, points: -gap })}
    </p>
  );
}

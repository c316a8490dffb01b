import { useTranslation } from 'react-i18next';
import type { VersusReply } from '../../../api/contracts/plays.ts';

/**
 * Where the run ranks among everyone who played the quiz alone (or, for homework, among that
 * homework's attempts: the server ranks it there), and the best scores.
 */
export function PlayStanding({ versus, homework }: { versus: VersusReply | null; homework: boolean }) {
  const { t } = useTranslation();
  if (!versus) return null;
  return (
    <section className="play-standing" data-testid="play-standing">
      {versus.standing ? (
        <p className="play-standing__rank">
          {t(homework ? 'play.rank_homework' : 'play.rank', {
            rank: versus.standing.rank,
            players: versus.standing.players,
          })}
        </p>
      ) : null}
      {versus.leaders.length > 0 ? (
        <>
          <h2 className="play-standing__heading">{t('play.leaders')}</h2>
          <ol className="play-standing__leaders">
            {versus.leaders.map((leader, i) => (
              // Leaders may share a name: their place keeps the rows apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the place is the row's identity here.
              <li key={i}>
                <span>{leader.name}</span>
                <strong>{leader.score}</strong>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

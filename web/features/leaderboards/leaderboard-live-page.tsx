import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { LeaderboardPublicView } from '../../../api/contracts/leaderboards.ts';
import { errorCodeOf as codeOf } from '../../components/use-form.ts';
import { newestOf } from '../../socket/topic-versions.ts';
import { useTopic } from '../../socket/use-topic.ts';
import { fetchLiveLeaderboard } from './leaderboards-api.ts';
import { RankingBoard } from './ranking-board.tsx';
import './leaderboards.css';
import { leaderboardCounts } from './leaderboard-counts.ts';

/**
 * `/leaderboard/{id}`: the ranking screen, public (no sign-in). It follows `leaderboard/<id>` on the
 * socket, so a game that ends shows here by itself; the refresh interval reloads it as well, a safety
 * net for a projector left on all day.
 */
export function LeaderboardLivePage() {
  const { t } = useTranslation();
  const { leaderboardId = '' } = useParams();
  const pushed = useTopic(`leaderboard/${leaderboardId}`) as LeaderboardPublicView | null | undefined;
  const [fetched, setFetched] = useState<LeaderboardPublicView | null>(null);
  const [missing, setMissing] = useState(false);
  const view = newestOf(fetched, pushed);
  const refreshMinutes = view?.refresh_minutes ?? 0;

  useEffect(() => {
    let current = true;
    const load = () =>
      fetchLiveLeaderboard(leaderboardId).then(
        (value) => current && setFetched(value),
        (error: unknown) => current && codeOf(error) === 'leaderboard_not_found' && setMissing(true),
      );
    load();
    const timer = refreshMinutes > 0 ? setInterval(load, refreshMinutes * 60_000) : undefined;
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [leaderboardId, refreshMinutes]);

  if (!view) {
    return (
      <div className="ranking-screen">
        <p className="ranking-screen__message">
          {missing ? t('leaderboards.not_found') : t('common.loading')}
        </p>
      </div>
    );
  }
  return (
    <div className="ranking-screen" data-testid="ranking-screen">
      <header className="ranking-screen__header">
        <h1 className="ranking-screen__title">{view.name}</h1>
        {view.status === 'active' && (
          <p className="ranking-screen__counts" data-testid="ranking-counts">
            <span className="ranking-screen__live" aria-hidden="true" />
            {leaderboardCounts(t, view.players, view.reports)}
          </p>
        )}
      </header>
      {view.status === 'deleted' && <p className="ranking-screen__message">{t('leaderboards.not_found')}</p>}
      {view.status === 'inactive' && <p className="ranking-screen__message">{t('leaderboards.closed')}</p>}
      {view.status === 'active' && !view.display_ranking && (
        <p className="ranking-screen__message">{t('leaderboards.hidden')}</p>
      )}
      {view.status === 'active' && view.display_ranking && view.ranking.length === 0 && (
        <p className="ranking-screen__message">{t('leaderboards.empty')}</p>
      )}
      {view.status === 'active' && view.display_ranking && view.ranking.length > 0 && (
        <RankingBoard view={view} />
      )}
    </div>
  );
}

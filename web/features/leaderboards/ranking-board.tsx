import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardPublicView } from '../../../api/contracts/leaderboards.ts';
import { RANKINGS_PER_PAGE } from '../../../domain/leaderboard/rules.ts';

type Row = LeaderboardPublicView['ranking'][number];

/** Pages of ten (spec §9) that turn by themselves every `seconds` while there is more than one. */
function usePage(pages: number, seconds: number): number {
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (pages <= 1) return setPage(0);
    const timer = setInterval(() => setPage((p) => (p + 1) % pages), seconds * 1000);
    return () => clearInterval(timer);
  }, [pages, seconds]);
  return Math.min(page, Math.max(0, pages - 1));
}

/** The ranking as the projector shows it: a podium of three then pages of the rest, or pages from the top. */
export function RankingBoard({ view }: { view: LeaderboardPublicView }) {
  const { t } = useTranslation();
  const podium = view.layout === 'podium' ? view.ranking.slice(0, 3) : [];
  const rest = view.ranking.slice(podium.length);
  const pages = Math.ceil(rest.length / RANKINGS_PER_PAGE);
  const page = usePage(pages, view.page_seconds);
  const shown = rest.slice(page * RANKINGS_PER_PAGE, (page + 1) * RANKINGS_PER_PAGE);
  return (
    <div className="ranking-board" data-testid="ranking-board">
      {podium.length > 0 && <Podium rows={podium} />}
      {shown.length > 0 && (
        <ol className="ranking-board__list" key={page} data-testid="ranking-page">
          {shown.map((row, index) => (
            // Positions, not names, are the rows' identity: two players may share a name and a rank.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className="ranking-board__row">
              <span className="ranking-board__rank">{row.rank}</span>
              <span className="ranking-board__name">{row.name}</span>
              <span className="ranking-board__score">{row.score}</span>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <p className="ranking-board__page" aria-live="polite">
          {t('leaderboards.page_of', { page: page + 1, pages })}
        </p>
      )}
    </div>
  );
}

/** Second, first, third: the winner in the middle and highest, as on a real podium. */
function Podium({ rows }: { rows: Row[] }) {
  const order = [rows[1], rows[0], rows[2]].filter((row): row is Row => row !== undefined);
  return (
    <ol className="podium" data-testid="podium">
      {order.map((row) => (
        <li
          key={`${row.rank}-${row.name}`}
          className={`podium__place podium__place--${Math.min(row.rank, 3)}`}
        >
          <span className="podium__name">{row.name}</span>
          <span className="podium__score">{row.score}</span>
          <span className="podium__block">{row.rank}</span>
        </li>
      ))}
    </ol>
  );
}

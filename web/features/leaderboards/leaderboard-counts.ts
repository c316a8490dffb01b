import type { TFunction } from 'i18next';

/** "12 players from 3 reports", each number with its own plural ("1 player from 1 report"). */
export function leaderboardCounts(t: TFunction, players: number, reports: number): string {
  return t('leaderboards.counts', {
    players: t('leaderboards.count_players', { count: players }),
    reports: t('leaderboards.count_reports', { count: reports }),
  });
}

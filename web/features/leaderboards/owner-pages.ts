/*
 * The owner's four pages behind one dynamic import: the route table (which every page, /join included,
 * downloads) then names one chunk instead of four.
 */
export { LeaderboardEditPage } from './leaderboard-edit-page.tsx';
export { LeaderboardsPage } from './leaderboards-page.tsx';
export { MergedReportPage } from './merged-report-page.tsx';
export { MergedReportsPage } from './merged-reports-page.tsx';

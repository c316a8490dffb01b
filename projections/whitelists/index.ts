export { whitelistsProjection } from './projection.ts';
export { listWhitelistsOf, readWhitelist, type WhitelistRow } from './queries.ts';
export type { WhitelistsTable, WhitelistsTables } from './table.ts';

import type { WhitelistRow } from '../../../projections/whitelists/index.ts';
import type { WhitelistSummary, WhitelistView } from '../../contracts/whitelists.ts';

export const summaryOf = (row: WhitelistRow): WhitelistSummary => ({
  id: row.whitelist_id,
  title: row.title,
  total: row.total,
  created_at: row.created_at,
  updated_at: row.updated_at,
  cloned_from: row.cloned_from,
});

export const viewOf = (row: WhitelistRow): WhitelistView => ({ ...summaryOf(row), names: row.names });

/** `rm_whitelists` (migration 0022). */
export interface WhitelistsTable {
  whitelist_id: string;
  owner_kind: 'user' | 'school';
  owner_id: string;
  title: string;
  names: string[];
  total: number;
  cloned_from: string | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  version: number;
}

export interface WhitelistsTables {
  rm_whitelists: WhitelistsTable;
}

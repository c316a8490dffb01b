import { type Kysely, sql } from 'kysely';
import { DEFAULT_FRONT_PAGE_SETTING, type FrontPageSetting } from '../../domain/setting/events.ts';

/** The current front page setting; the defaults until an admin changes something. */
export async function readFrontPageSetting(db: Kysely<unknown>): Promise<FrontPageSetting> {
  const { rows } = await sql<{ setting: FrontPageSetting }>`
    select setting from rm_front_page_setting where id = 1
  `.execute(db);
  return rows[0]?.setting ?? DEFAULT_FRONT_PAGE_SETTING;
}

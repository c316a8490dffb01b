import { sql } from 'kysely';
import {
  DEFAULT_FRONT_PAGE_SETTING,
  FRONT_PAGE_SETTING_STREAM,
  type FrontPageSetting,
  type FrontPageSettingChanged,
} from '../../domain/setting/events.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection } from '../projection.ts';

export const FRONT_PAGE_SETTING_TOPIC = 'setting/front-page';

/** Folds every change over the defaults; the stream version makes a replay harmless. */
export const frontPageSettingProjection: Projection<'front-page-setting'> = {
  name: 'front-page-setting',
  eventTypes: ['FrontPageSettingChanged'],
  tables: ['rm_front_page_setting'],
  async apply(trx, recorded) {
    const event = recorded as RecordedEvent<FrontPageSettingChanged>;
    if (event.streamName !== FRONT_PAGE_SETTING_STREAM) return [];
    const changed = JSON.stringify(event.data);
    const { rows } = await sql<{ setting: FrontPageSetting }>`
      insert into rm_front_page_setting (id, setting, version)
      values (1, ${JSON.stringify(DEFAULT_FRONT_PAGE_SETTING)}::jsonb || ${changed}::jsonb, ${event.streamVersion})
      on conflict (id) do update
        set setting = rm_front_page_setting.setting || ${changed}::jsonb, version = excluded.version
        where rm_front_page_setting.version < excluded.version
      returning setting
    `.execute(trx);
    return rows[0] ? [{ topic: FRONT_PAGE_SETTING_TOPIC, data: rows[0].setting }] : [];
  },
};

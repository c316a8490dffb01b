import type { DomainEvent } from '../shared/event.ts';

/** Front page setting (spec §3); each change records only the fields it changes. */
export interface FrontPageSetting {
  background_color: string;
  background_image: string;
  background_type: 'color' | 'image';
  /** Cookie notice text; null means the translated default. */
  cookie_consent_setting: string | null;
}

export type FrontPageSettingChanged = DomainEvent<'FrontPageSettingChanged', Partial<FrontPageSetting>>;

export const FRONT_PAGE_SETTING_STREAM = 'setting-front-page';

/** Spec §9: default background red with a white foreground. */
export const DEFAULT_FRONT_PAGE_SETTING: FrontPageSetting = {
  background_color: '#ef0000',
  background_image: '',
  background_type: 'color',
  cookie_consent_setting: null,
};

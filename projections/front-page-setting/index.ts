export { FRONT_PAGE_SETTING_TOPIC, frontPageSettingProjection } from './projection.ts';
export { readFrontPageSetting } from './queries.ts';

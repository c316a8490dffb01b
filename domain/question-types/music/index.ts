export { asBasic, screenAsBasic, summaryAsBasic, withBasicChoices } from './as-basic.ts';
export { addTrack, musicFrom, NO_SONG, newMusicQuestion, trackTitle } from './editing.ts';
export { musicType } from './module.ts';
export * from './schema.ts';

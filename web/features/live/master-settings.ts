import {
  DEFAULT_LIVE_SETTINGS,
  type LiveSettings,
  liveSettingsAreValid,
  type ResultDisplay,
} from '../../../domain/game/live-settings.ts';
import type { KeyValueStore } from './live-storage.ts';

/*
 * The quizmaster's live settings, remembered on this device so the next room opens the way the last one
 * was set up. Storage is input: anything unreadable or out of range falls back to the defaults.
 */

const KEY = 'kviss.live.master-settings';

const pickBoolean = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const pickNumber = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

export function readMasterSettings(store: KeyValueStore): LiveSettings {
  let stored: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(store.getItem(KEY) ?? '{}');
    stored = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    stored = {};
  }
  const defaults = DEFAULT_LIVE_SETTINGS;
  const display = (
    typeof stored.resultDisplay === 'object' && stored.resultDisplay !== null ? stored.resultDisplay : {}
  ) as Record<string, unknown>;
  const resultDisplay = Object.fromEntries(
    (Object.keys(defaults.resultDisplay) as Array<keyof ResultDisplay>).map((key) => [
      key,
      pickBoolean(display[key], defaults.resultDisplay[key]),
    ]),
  ) as unknown as ResultDisplay;
  const settings: LiveSettings = {
    delayAnswerSeconds: pickNumber(stored.delayAnswerSeconds, defaults.delayAnswerSeconds),
    delayQuestionSeconds: pickNumber(stored.delayQuestionSeconds, defaults.delayQuestionSeconds),
    timeLimit: pickBoolean(stored.timeLimit, defaults.timeLimit),
    sound: pickBoolean(stored.sound, defaults.sound),
    progressBar: pickBoolean(stored.progressBar, defaults.progressBar),
    resultDisplay,
  };
  return liveSettingsAreValid(settings) ? settings : defaults;
}

export function writeMasterSettings(store: KeyValueStore, settings: LiveSettings): void {
  try {
    store.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Private mode or a full storage: the settings still apply to this game, they are just not remembered.
  }
}

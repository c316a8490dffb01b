/**
 * The quizmaster's settings for a live game (spec §3 "Player/master settings"), shared by server and
 * browser. What they mean here (the spec gives only names and defaults):
 *
 * - `delayAnswerSeconds` (0): reading time. The question shows first; the answer buttons unlock this
 *   many seconds later, and the answering time (and speed scoring) starts only then.
 * - `delayQuestionSeconds` (30): the pause on the results before the next question starts by itself;
 *   0 means the quizmaster moves on by hand. The quizmaster can always move on sooner.
 * - `timeLimit` (on): off means no clock at all (USERS.md 13, "long or no timers"): a question stays
 *   open until everyone has answered or the quizmaster closes it, nothing moves on by itself, and every
 *   correct answer earns its full score (speed cannot be measured without a clock).
 * - `sound` (on): question music and sound effects on the quizmaster's and the shared screen.
 * - `progressBar` (on): the shrinking time bar on every screen.
 * - `resultDisplay`: which boxes the quizmaster's result screen shows: how players answered (the
 *   chart and the count), the correct/wrong icons, the top players, and the background panels.
 *
 * They are recorded in the game's events, so the second screen and the replay show what the quizmaster
 * chose.
 */
export interface ResultDisplay {
  playerAnswers: boolean;
  icon: boolean;
  topPlayers: boolean;
  background: boolean;
}

export interface LiveSettings {
  delayAnswerSeconds: number;
  delayQuestionSeconds: number;
  timeLimit: boolean;
  sound: boolean;
  progressBar: boolean;
  resultDisplay: ResultDisplay;
}

export const DEFAULT_LIVE_SETTINGS: LiveSettings = {
  delayAnswerSeconds: 0,
  delayQuestionSeconds: 30,
  timeLimit: true,
  sound: true,
  progressBar: true,
  resultDisplay: { playerAnswers: true, icon: true, topPlayers: true, background: true },
};

/** Reading time: long enough for a long question read aloud, short enough that a room does not drift off. */
export const DELAY_ANSWER_MAX_SECONDS = 60;
/** Auto-advance: 0 (off) or between these. */
export const DELAY_QUESTION_MIN_SECONDS = 5;
export const DELAY_QUESTION_MAX_SECONDS = 600;

/** The choices the lobby offers; any whole number in range is valid on the wire. */
export const DELAY_ANSWER_CHOICES = [0, 3, 5, 10, 15, 20, 30] as const;
export const DELAY_QUESTION_CHOICES = [0, 10, 15, 20, 30, 45, 60, 90, 120] as const;

/** Settings as stored, with anything a game recorded before these settings existed filled with defaults. */
export function liveSettingsOf(recorded: Partial<LiveSettings> | undefined): LiveSettings {
  return {
    ...DEFAULT_LIVE_SETTINGS,
    ...recorded,
    resultDisplay: { ...DEFAULT_LIVE_SETTINGS.resultDisplay, ...recorded?.resultDisplay },
  };
}

export function liveSettingsAreValid(settings: LiveSettings): boolean {
  const { delayAnswerSeconds: answer, delayQuestionSeconds: next } = settings;
  return (
    Number.isInteger(answer) &&
    answer >= 0 &&
    answer <= DELAY_ANSWER_MAX_SECONDS &&
    Number.isInteger(next) &&
    (next === 0 || (next >= DELAY_QUESTION_MIN_SECONDS && next <= DELAY_QUESTION_MAX_SECONDS))
  );
}

/** Seconds until the next question starts by itself after the results, or null when it waits for the quizmaster. */
export function autoAdvanceSeconds(settings: LiveSettings): number | null {
  return settings.timeLimit && settings.delayQuestionSeconds > 0 ? settings.delayQuestionSeconds : null;
}

import type { QuizLogEntry, QuizLogPage } from '../../../../api/contracts/quiz-logs.ts';
import { type DifficultyLevel, difficultyLevelOf } from '../../../../domain/quiz/audience.ts';
import { DEFAULT_QUIZ_SETTINGS } from '../../../../domain/quiz/rules.ts';

/**
 * Turns audit log entries (`GET /api/quiz-logs/{id}`) into short, readable summaries. Pure: the panel
 * translates the result. Payload shapes follow projections/quiz-logs/projection.ts; anything unexpected
 * (an older or newer shape) falls back to the action name alone, never to an error.
 */

/** One entry and a page of them, as the API sends them (api/contracts/quiz-logs.ts). */
export type { QuizLogEntry, QuizLogPage };

/** The audit actions of spec §9, each with a translated name. */
export const LOG_ACTIONS = [
  'create_quiz',
  'update_setting',
  'update_status',
  'create_question',
  'update_question',
  'clone_question',
  'delete_question',
  'set_quiz_to_school',
  'set_quiz_to_country',
  'update_share_setting',
  'clone_quiz',
] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];

export function isLogAction(action: string): action is LogAction {
  return (LOG_ACTIONS as readonly string[]).includes(action);
}

/** A setting as it reads in a summary, in the order the editor shows them. */
export type SettingValue =
  | { setting: 'is_random_question_order'; value: boolean }
  | { setting: 'show_correct_answer'; value: boolean }
  | { setting: 'show_result_on_user_device'; value: boolean }
  | { setting: 'limit_player'; value: number }
  | { setting: 'show_number_question'; value: number }
  | { setting: 'speed_scoring'; value: boolean };

export type LogSummary =
  | { kind: 'title'; title: string }
  | { kind: 'description'; description: string }
  | { kind: 'settings'; settings: SettingValue[] }
  | { kind: 'status'; previous: boolean; next: boolean }
  | { kind: 'question'; title: string }
  | { kind: 'question_gone'; title: string | null }
  | { kind: 'reorder'; count: number }
  | { kind: 'custom_message'; message: string }
  | { kind: 'audience'; from: number; to: number; difficulty: DifficultyLevel }
  /** Shared to or updated in the school library: its subject and grades; or taken out. */
  | { kind: 'library'; change: 'shared' | 'updated'; subject: string; grades: number[] }
  | { kind: 'library_removed' }
  | { kind: 'country_list'; listed: boolean }
  | { kind: 'none' };

/** Settings a quiz is created with (domain/quiz/rules.ts), in the shape the log records them. */
const DEFAULT_SETTINGS_PAYLOAD: Record<string, unknown> = { ...DEFAULT_QUIZ_SETTINGS };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function questionOf(payload: Record<string, unknown>): { id: string; title: string } | null {
  const question = payload.question;
  if (!isRecord(question)) return null;
  const id = question.questionId ?? question.question_id;
  if (typeof id !== 'string' || typeof question.title !== 'string') return null;
  return { id, title: question.title };
}

/**
 * Titles of the questions the entries mention, by id. A delete entry only names the question's id, so
 * its title comes from an earlier entry about the same question, when the page has one.
 */
export function questionTitlesOf(entries: readonly QuizLogEntry[]): Map<string, string> {
  const titles = new Map<string, string>();
  // Oldest first, so the newest title of a question wins.
  for (const entry of [...entries].reverse()) {
    if (!isRecord(entry.payload)) continue;
    const question = questionOf(entry.payload);
    if (question) titles.set(question.id, question.title);
  }
  return titles;
}

const SETTING_FIELDS: ReadonlyArray<[SettingValue['setting'], string, 'boolean' | 'number']> = [
  ['is_random_question_order', 'isRandomQuestionOrder', 'boolean'],
  ['show_correct_answer', 'showCorrectAnswer', 'boolean'],
  ['show_result_on_user_device', 'showResultOnUserDevice', 'boolean'],
  ['limit_player', 'limitPlayer', 'number'],
  ['show_number_question', 'showNumberQuestion', 'number'],
  ['speed_scoring', 'speedScoring', 'boolean'],
];

function settingsOf(payload: Record<string, unknown>): SettingValue[] {
  const settings: SettingValue[] = [];
  for (const [setting, field, type] of SETTING_FIELDS) {
    const value = payload[field] ?? payload[setting];
    if (typeof value === type) settings.push({ setting, value } as SettingValue);
  }
  return settings;
}

export function summariseEntry(entry: QuizLogEntry, titles: ReadonlyMap<string, string>): LogSummary {
  const payload = entry.payload;
  if (!isRecord(payload)) return { kind: 'none' };
  switch (entry.action) {
    case 'create_quiz':
    case 'clone_quiz':
      return typeof payload.title === 'string' ? { kind: 'title', title: payload.title } : { kind: 'none' };
    case 'update_setting': {
      if (typeof payload.title === 'string') return { kind: 'title', title: payload.title };
      if (typeof payload.description === 'string')
        return { kind: 'description', description: payload.description };
      if (typeof payload.custom_message === 'string')
        return { kind: 'custom_message', message: payload.custom_message };
      const age = payload.age;
      if (
        Array.isArray(age) &&
        typeof age[0] === 'number' &&
        typeof age[1] === 'number' &&
        typeof payload.difficult === 'number'
      )
        return {
          kind: 'audience',
          from: age[0],
          to: age[1],
          difficulty: difficultyLevelOf(payload.difficult),
        };
      const settings = settingsOf(payload);
      return settings.length > 0 ? { kind: 'settings', settings } : { kind: 'none' };
    }
    case 'update_status':
      return typeof payload.previous === 'boolean' && typeof payload.new === 'boolean'
        ? { kind: 'status', previous: payload.previous, next: payload.new }
        : { kind: 'none' };
    case 'create_question':
    case 'update_question':
    case 'clone_question': {
      if (Array.isArray(payload.order)) return { kind: 'reorder', count: payload.order.length };
      const question = questionOf(payload);
      return question ? { kind: 'question', title: question.title } : { kind: 'none' };
    }
    case 'delete_question': {
      const id = payload.question_id ?? payload.questionId;
      return { kind: 'question_gone', title: typeof id === 'string' ? (titles.get(id) ?? null) : null };
    }
    case 'set_quiz_to_school': {
      if (payload.change === 'removed') return { kind: 'library_removed' };
      const grades = payload.class_grade;
      return (payload.change === 'shared' || payload.change === 'updated') &&
        typeof payload.class_subject === 'string' &&
        Array.isArray(grades) &&
        grades.every((g) => typeof g === 'number')
        ? { kind: 'library', change: payload.change, subject: payload.class_subject, grades }
        : { kind: 'none' };
    }
    case 'set_quiz_to_country':
      return typeof payload.show_school_country_list === 'boolean'
        ? { kind: 'country_list', listed: payload.show_school_country_list }
        : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/**
 * Summaries for a page of entries (newest first). A settings change lists only the settings that differ
 * from the settings before it: the previous change on the page, or the spec defaults a quiz starts with
 * when the page reaches back to its creation. Otherwise (the change before is on an older page) all.
 */
export function summariseEntries(entries: readonly QuizLogEntry[]): LogSummary[] {
  const titles = questionTitlesOf(entries);
  const summaries = entries.map((entry) => summariseEntry(entry, titles));
  return summaries.map((summary, index) => {
    if (summary.kind !== 'settings') return summary;
    const older = entries.slice(index + 1);
    const before = summaries.slice(index + 1).find((s) => s.kind === 'settings');
    const baseline =
      before?.kind === 'settings'
        ? before.settings
        : older.some((e) => e.action === 'create_quiz')
          ? settingsOf(DEFAULT_SETTINGS_PAYLOAD)
          : null;
    if (!baseline) return summary;
    const changed = summary.settings.filter(
      (setting) => !baseline.some((b) => b.setting === setting.setting && b.value === setting.value),
    );
    return changed.length > 0 ? { kind: 'settings', settings: changed } : summary;
  });
}

/** Pages the log has: at least one, so an empty log still reads "page 1 of 1". */
export function pageCount(page: Pick<QuizLogPage, 'total' | 'page_size'>): number {
  return Math.max(1, Math.ceil(page.total / Math.max(1, page.page_size)));
}

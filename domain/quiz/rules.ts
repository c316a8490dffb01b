import { isActiveQuestion } from '../question-types/question-status.ts';

/**
 * Quiz rules from spec §5 that both the server and the browser enforce.
 */
export const QUIZ_TITLE_MAX_LENGTH = 150;

/** Quiz codes (spec `code`, used by `/{code}`): no 0/o/1/l/i so they read aloud cleanly. */
export const QUIZ_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const QUIZ_CODE_LENGTH = 8;

export type TitleProblem = 'quiz_title_required' | 'quiz_title_too_long';

/** Titles are trimmed; blank or overlong titles are refused (spec §5 "Quiz title required"). */
export function checkQuizTitle(raw: string): { title: string } | { problem: TitleProblem } {
  const title = raw.normalize('NFC').trim();
  if (title.length === 0) return { problem: 'quiz_title_required' };
  if ([...title].length > QUIZ_TITLE_MAX_LENGTH) return { problem: 'quiz_title_too_long' };
  return { title };
}

/** Turns random bytes (injected: the domain holds no randomness) into a quiz code. */
export function quizCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < QUIZ_CODE_LENGTH) throw new Error('not enough random bytes for a quiz code');
  let code = '';
  for (let i = 0; i < QUIZ_CODE_LENGTH; i++) {
    code += QUIZ_CODE_ALPHABET[bytes[i]! % QUIZ_CODE_ALPHABET.length];
  }
  return code;
}

export function isQuizCode(value: string): boolean {
  if (value.length !== QUIZ_CODE_LENGTH) return false;
  for (const ch of value) if (!QUIZ_CODE_ALPHABET.includes(ch)) return false;
  return true;
}

/*
 * Questions are authored per type: domain/question-types (one module per
 * `question_type`, joined in registry.ts).
 */
export type { QuizQuestion } from '../question-types/registry.ts';

/** Spec Quiz `type`: a quiz has right answers and scores; a poll only gathers opinions (quiz-type.ts). */
export const QUIZ_TYPES = ['quiz', 'poll'] as const;
export type QuizType = (typeof QUIZ_TYPES)[number];

/** Quiz settings that shape play (spec §3 defaults). */
export interface QuizSettings {
  /** Spec `type` (default quiz). Settings recorded before it existed read as a quiz (evolve fills it). */
  type: QuizType;
  isRandomQuestionOrder: boolean;
  showCorrectAnswer: boolean;
  showResultOnUserDevice: boolean;
  /** Players a game of this quiz may take (spec limit_player). */
  limitPlayer: number;
  /** How many questions a game plays: a random subset when the order is random (spec show_number_question). */
  showNumberQuestion: number;
  /** Accessibility (USERS.md 13): score correct answers without weighting speed. */
  speedScoring: boolean;
}

export const DEFAULT_QUIZ_SETTINGS: QuizSettings = {
  type: 'quiz',
  isRandomQuestionOrder: false,
  showCorrectAnswer: true,
  showResultOnUserDevice: true,
  limitPlayer: 5,
  showNumberQuestion: 10,
  speedScoring: true,
};

export const LIMIT_PLAYER_MAX = 10_000;

export type SettingsProblem = 'limit_player_invalid' | 'show_number_question_invalid';

export function checkSettings(settings: QuizSettings): SettingsProblem | null {
  if (
    !Number.isInteger(settings.limitPlayer) ||
    settings.limitPlayer < 1 ||
    settings.limitPlayer > LIMIT_PLAYER_MAX
  ) {
    return 'limit_player_invalid';
  }
  if (!Number.isInteger(settings.showNumberQuestion) || settings.showNumberQuestion < 1)
    return 'show_number_question_invalid';
  return null;
}

/**
 * The questions a game plays: the active ones (spec Question `status`), all in order, or a random subset
 * of `showNumberQuestion` (shuffle injected). Live games and play alone both pick through here.
 */
export function questionsToPlay<Q extends { status?: boolean }>(
  questions: readonly Q[],
  settings: QuizSettings,
  randomIndex: (below: number) => number,
): Q[] {
  const active = questions.filter(isActiveQuestion);
  if (!settings.isRandomQuestionOrder) return active.slice(0, settings.showNumberQuestion);
  const pool = [...active];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, settings.showNumberQuestion);
}

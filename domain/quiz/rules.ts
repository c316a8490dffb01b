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

export const QUESTION_KINDS = ['multiple_choice', 'true_false', 'poll'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const ANSWERS_MIN = 2;
export const ANSWERS_MAX = 10;
export const QUESTION_TITLE_MAX = 250;
export const ANSWER_TITLE_MAX = 100;
/** Long timers are an accessibility need (USERS.md 13): up to ten minutes per question. */
export const TIME_LIMIT_MIN_SECONDS = 5;
export const TIME_LIMIT_MAX_SECONDS = 600;
export const DEFAULT_TIME_LIMIT_SECONDS = 30;
export const DEFAULT_ANSWER_SCORE = 1000;
export const ANSWER_SCORE_MAX = 10_000;

export interface QuestionAnswer {
  answerId: string;
  title: string;
  isCorrect: boolean;
  score: number;
}

export interface QuizQuestion {
  questionId: string;
  kind: QuestionKind;
  title: string;
  timeLimitSeconds: number;
  /** OR: any correct pick scores (no wrong pick); AND: exactly the correct picks (spec answers_required). */
  answersRequired: 'one' | 'all';
  /** How a poll's results are drawn (spec chart_type). */
  chartType: 'bar' | 'pie';
  answers: QuestionAnswer[];
}

export type QuestionProblem =
  | 'question_title_required'
  | 'question_title_too_long'
  | 'answers_too_few'
  | 'answers_too_many'
  | 'answer_title_required'
  | 'answer_title_too_long'
  | 'answer_correct_required'
  | 'poll_has_no_correct_answer'
  | 'true_false_needs_two_answers'
  | 'time_limit_invalid'
  | 'answer_score_invalid';

/**
 * Spec §5 "no empty questions or answers; at least one choice selected":
 * a question as a game can play it. Returns the question tidied (titles
 * trimmed) or the first problem found, with the answer's position for the editor.
 */
export function checkQuestion(
  question: QuizQuestion,
): { question: QuizQuestion } | { problem: QuestionProblem; answer?: number } {
  const title = question.title.normalize('NFC').trim();
  if (!title) return { problem: 'question_title_required' };
  if ([...title].length > QUESTION_TITLE_MAX) return { problem: 'question_title_too_long' };
  if (
    !Number.isInteger(question.timeLimitSeconds) ||
    question.timeLimitSeconds < TIME_LIMIT_MIN_SECONDS ||
    question.timeLimitSeconds > TIME_LIMIT_MAX_SECONDS
  ) {
    return { problem: 'time_limit_invalid' };
  }
  if (question.kind === 'true_false' && question.answers.length !== 2)
    return { problem: 'true_false_needs_two_answers' };
  if (question.answers.length < ANSWERS_MIN) return { problem: 'answers_too_few' };
  if (question.answers.length > ANSWERS_MAX) return { problem: 'answers_too_many' };
  const answers: QuestionAnswer[] = [];
  for (const [index, answer] of question.answers.entries()) {
    const answerTitle = answer.title.normalize('NFC').trim();
    if (!answerTitle) return { problem: 'answer_title_required', answer: index };
    if ([...answerTitle].length > ANSWER_TITLE_MAX)
      return { problem: 'answer_title_too_long', answer: index };
    if (!Number.isInteger(answer.score) || answer.score < 0 || answer.score > ANSWER_SCORE_MAX) {
      return { problem: 'answer_score_invalid', answer: index };
    }
    answers.push({ ...answer, title: answerTitle });
  }
  const correct = answers.filter((a) => a.isCorrect).length;
  if (question.kind === 'poll' && correct > 0) return { problem: 'poll_has_no_correct_answer' };
  if (question.kind !== 'poll' && correct === 0) return { problem: 'answer_correct_required' };
  return { question: { ...question, title, answers } };
}

/** Quiz settings that shape play (spec §3 defaults). */
export interface QuizSettings {
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

/** The questions a game plays: all in order, or a random subset of `showNumberQuestion` (shuffle injected). */
export function questionsToPlay(
  questions: readonly QuizQuestion[],
  settings: QuizSettings,
  randomIndex: (below: number) => number,
): QuizQuestion[] {
  if (!settings.isRandomQuestionOrder) return questions.slice(0, settings.showNumberQuestion);
  const pool = [...questions];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, settings.showNumberQuestion);
}

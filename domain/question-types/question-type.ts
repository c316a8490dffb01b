import type { TSchema } from 'typebox';
import type { ErrorCode } from '../shared/error-codes.ts';
import type { Checked, CommonQuestion } from './common.ts';
import type { AnswerKind, PlayerAnswer } from './player-answer.ts';

/** When an answer came, on the server's clock (ms since the epoch). */
export interface AnswerTiming {
  opensAt: number;
  /** Null when the game is played without a time limit. */
  closesAt: number | null;
  receivedAt: number;
  /** Off for accessibility (USERS.md 13): a correct answer earns its full score whenever it comes. */
  speedScoring: boolean;
}

/** The game's verdict on one answer, frozen in AnswerSubmitted. */
export interface Verdict {
  correct: boolean;
  points: number;
}

/** What a fresh question needs from outside (the domain holds no randomness and no language). */
export interface NewQuestionDeps {
  newId: () => string;
  /** "True" and "False" in the creator's language, for the answers a true/false question starts with. */
  trueLabel: string;
  falseLabel: string;
}

/**
 * One question type: everything the domain knows about it, in one module
 * (DESIGN §1). `Q` is the authored question, `A` the answer a phone sends for
 * it, `Screen` what every screen shows while it is open (never the answer
 * key), `Summary` the result shown after it closes.
 */
export interface QuestionTypeModule<
  Q extends CommonQuestion,
  A extends PlayerAnswer | never,
  Screen,
  Summary,
> {
  readonly type: Q['question_type'];
  /** The authored shape (spec field names): the API validates with it. */
  readonly schema: TSchema;
  /** The answer a phone sends; null for content without answers (a slide). */
  readonly answerKind: AnswerKind | null;
  /** Whether answers earn points at all (a poll, a word cloud and a slide do not). */
  readonly scored: boolean;
  /** A new question of this type with the spec's defaults. */
  create(deps: NewQuestionDeps): Q;
  /**
   * The question a creator gets on switching another question to this type (spec §4 editing rules):
   * what still fits is kept, the rest takes the defaults.
   */
  convert(from: CommonQuestion & { answers?: ReadonlyArray<unknown> }, deps: NewQuestionDeps): Q;
  /** Spec §5: the question as a game can play it (tidied), or the first problem. */
  check(question: Q): Checked<Q>;
  /** The question without its answer key: what a player may see before answering (and on the read side). */
  publicView(question: Q): Screen;
  /**
   * What the quizmaster's screen shows, when it differs from the players' (a music clip played on the
   * quizmaster's screen only). Still never the answer key: a projector is seen by the whole room.
   * Without it, the quizmaster's screen shows `publicView`.
   */
  hostView?(question: Q): Screen;
  /**
   * A phone's answer checked against the question: the answer as the game keeps it (tidied), or the
   * `errors.` code the phone is told (`answer_invalid` when nothing more precise helps the player).
   * Only called with an answer of this type's `answerKind`.
   */
  readAnswer(question: Q, answer: PlayerAnswer): A | { problem: ErrorCode };
  /** Scored once, when the game takes the answer, and frozen in the log. */
  score(question: Q, answer: A, timing: AnswerTiming): Verdict;
  /** The result after the close, from every answer given; the answer key only when `showCorrect`. */
  summarize(question: Q, answers: readonly A[], showCorrect: boolean): Summary;
}

/**
 * The speed rule every scored type shares (Kahoot-style, so teachers can explain it): a correct answer
 * earns its score scaled from 100 % (answered the instant the question opened) down to 50 % (as it
 * closed): `round(score × (1 − elapsed / (2 × timeLimit)))`, with `elapsed` the server receive time
 * minus the opening, clamped to the question's time. Without speed scoring, or without a time limit,
 * the full score.
 */
export function speedWeighted(score: number, timing: AnswerTiming): number {
  if (!timing.speedScoring || timing.closesAt === null) return score;
  const limit = timing.closesAt - timing.opensAt;
  if (limit <= 0) return score;
  const elapsed = Math.min(Math.max(timing.receivedAt - timing.opensAt, 0), limit);
  return Math.round(score * (1 - elapsed / (2 * limit)));
}

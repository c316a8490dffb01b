import { fullWidthMobile, type QuestionOnScreen } from '../game/views.ts';
import type { PlayerAnswer } from '../question-types/player-answer.ts';
import {
  publicView,
  type QuestionSummary,
  type QuizQuestion,
  summarize,
} from '../question-types/registry.ts';
import { DEFAULT_QUIZ_LOOK, type QuizLook } from '../quiz/look.ts';
import { shownPicture } from '../shared/picture.ts';
import { shownVideo } from '../shared/video.ts';
import type { PlayState } from './events.ts';
import { isScored, wrongQuestions } from './rules.ts';

/*
 * What a solo player's browser gets, as pure functions of the play's state. The answer key of a
 * question never leaves the server before that question is answered or missed (issue 13: answers stay
 * secret), and even then only when the quiz shows correct answers.
 */

/** How one question went, once it is behind the player. */
export interface PlayOutcome {
  index: number;
  /** Null when the question was missed (time ran out, or skipped). */
  given: PlayerAnswer | null;
  correct: boolean;
  points: number;
  coins: number;
  /** Whether the question could be right or wrong at all (not a slide, poll or word cloud). */
  scored: boolean;
  /** The type's result for this one answer; the answer key only when the quiz shows it. */
  summary: QuestionSummary;
  explanation: string | null;
}

export interface PlayReview extends PlayOutcome {
  title: string;
  screen: QuestionOnScreen['screen'];
}

export interface PlayView {
  playId: string;
  quizId: string;
  quizCode: string;
  quizTitle: string;
  /** The quiz's look as it was when the play started. */
  look?: QuizLook;
  playerName: string;
  phase: 'playing' | 'finished';
  /** A retry of an earlier play's wrong answers. */
  isRetry: boolean;
  /** Whether right answers earn coins in this play (domain/play/coins.ts): not a replay the same day. */
  earnsCoins: boolean;
  /** The play-together group this run is part of (its members' progress shows beside it), or null. */
  togetherId: string | null;
  /** The homework this run is an attempt at (its summary speaks of it), or null for a free play. */
  assignmentId: string | null;
  total: number;
  score: number;
  coins: number;
  /** The question on screen (null before the first). */
  question: QuestionOnScreen | null;
  /** The question on screen, once answered or timed out. */
  outcome: PlayOutcome | null;
  /** Every question played, once the run is over (the summary). */
  review: PlayReview[] | null;
  /** How many questions a retry would play again. */
  wrongCount: number;
  /** The quiz's closing message (spec custom_message), once the run is over; null before or without one. */
  customMessage: string | null;
}

type Started = Exclude<PlayState, { phase: 'absent' }>;

function outcomeOf(state: Started, index: number): PlayOutcome | null {
  const question = state.started.questions[index];
  if (!question) return null;
  const answer = state.answers[index];
  const behind =
    answer !== undefined || state.missed.has(index) || index < state.index || state.phase === 'finished';
  if (!behind) return null;
  const showCorrect = state.started.settings.showCorrectAnswer;
  return {
    index,
    given: answer?.answer ?? null,
    correct: answer?.correct ?? false,
    points: answer?.points ?? 0,
    coins: answer?.coins ?? 0,
    scored: isScored(question),
    summary: summarize(question, answer ? [answer.answer] : [], showCorrect),
    explanation: question.explanation ? question.explanation : null,
  };
}

function onScreen(state: Started): QuestionOnScreen | null {
  const question = state.started.questions[state.index];
  if (!question || !state.shown) return null;
  return {
    index: state.index,
    total: state.started.questions.length,
    title: question.title,
    image: question.image ?? null,
    picture: shownPicture(question),
    ...fullWidthMobile(question),
    video: shownVideo(question),
    screen: publicView(question),
    shownAt: state.shown.shownAt,
    opensAt: state.shown.opensAt,
    closesAt: state.shown.closesAt,
  };
}

function reviewOf(state: Started): PlayReview[] {
  return state.started.questions.flatMap((question: QuizQuestion, index) => {
    const outcome = outcomeOf(state, index);
    return outcome ? [{ ...outcome, title: question.title, screen: publicView(question) }] : [];
  });
}

export function playView(state: Started): PlayView {
  const finished = state.phase === 'finished';
  return {
    playId: state.started.playId,
    quizId: state.started.quizId,
    quizCode: state.started.quizCode,
    quizTitle: state.started.quizTitle,
    look: state.started.look ?? DEFAULT_QUIZ_LOOK,
    playerName: state.started.player.name,
    phase: state.phase,
    isRetry: state.started.retryOf !== null,
    earnsCoins: state.started.retryOf === null && state.started.earnsCoins !== false,
    togetherId: state.started.togetherId,
    assignmentId: state.started.assignmentId,
    total: state.started.questions.length,
    score: state.score,
    coins: state.coins,
    question: finished ? null : onScreen(state),
    outcome: finished || state.index < 0 ? null : outcomeOf(state, state.index),
    review: finished ? reviewOf(state) : null,
    wrongCount: finished ? wrongQuestions(state).length : 0,
    customMessage: finished ? state.started.customMessage || null : null,
  };
}

import { isQuestionAnswer } from '../carried-answers.ts';
import { DEFAULT_ANSWER_SCORE, DEFAULT_TIME_LIMIT_SECONDS } from '../common.ts';
import type { NewQuestionDeps } from '../question-type.ts';
import {
  ACCEPTED_ANSWERS_MAX,
  ACCEPTED_PERCENTAGE_EXACT,
  type AcceptedAnswer,
  type AcceptedData,
  type TypingQuestion,
} from './schema.ts';

/*
 * Spec §4 editing rules for a typing question, and how the creator sets a tolerance.
 *
 * The two fields of an accepted answer's data move together:
 * - ticking "exact" (completely_correct true) sets accepted_percentage to 100;
 * - unticking it sets accepted_percentage to 0, as the spec says: no tolerance is chosen yet, and the
 *   check (check.ts) asks the creator to choose one from 50 to 99 % before the quiz can be played;
 * - choosing a percentage sets completely_correct to whether it is 100.
 * The editor offers the tolerance as one choice ("exact", or a few steps of "almost": 90, 80, 70, 60,
 * 50 %), applied with withAcceptedPercentage, so a creator never sees the 0 in between.
 *
 * A new accepted answer is exact: case, accents and spacing are already forgiven, and a looser
 * tolerance is a choice the creator makes knowing the answer.
 */

const EXACT: AcceptedData = { accepted_percentage: ACCEPTED_PERCENTAGE_EXACT, completely_correct: true };

export function newAcceptedAnswer(newId: () => string, title = ''): AcceptedAnswer {
  return { answer_id: newId(), title, is_correct: true, score: DEFAULT_ANSWER_SCORE, data: EXACT };
}

/** Spec §4: completely_correct true means accepted_percentage 100, false means 0. */
export function withCompletelyCorrect(answer: AcceptedAnswer, completely: boolean): AcceptedAnswer {
  return {
    ...answer,
    data: { completely_correct: completely, accepted_percentage: completely ? ACCEPTED_PERCENTAGE_EXACT : 0 },
  };
}

/** The tolerance the creator chose, in whole percent from 0 to 100; 100 is completely correct. */
export function withAcceptedPercentage(answer: AcceptedAnswer, percentage: number): AcceptedAnswer {
  const whole = Number.isFinite(percentage) ? Math.round(percentage) : 0;
  const clamped = Math.min(Math.max(whole, 0), ACCEPTED_PERCENTAGE_EXACT);
  return {
    ...answer,
    data: { accepted_percentage: clamped, completely_correct: clamped === ACCEPTED_PERCENTAGE_EXACT },
  };
}

/** One more accepted answer, blank and exact; none past the limit. */
export function addAcceptedAnswer(question: TypingQuestion, newId: () => string): TypingQuestion {
  if (question.answers.length >= ACCEPTED_ANSWERS_MAX) return question;
  return { ...question, answers: [...question.answers, newAcceptedAnswer(newId)] };
}

/** A new typing question: one blank accepted answer (spec §4: one is enough, it gains no second). */
export function newTypingQuestion(deps: NewQuestionDeps): TypingQuestion {
  return {
    question_id: deps.newId(),
    question_type: 'typing_question',
    title: '',
    time_limit: DEFAULT_TIME_LIMIT_SECONDS,
    explanation: '',
    answers: [newAcceptedAnswer(deps.newId)],
  };
}

/**
 * Another type's question as a typing question (spec §4): title, time, explanation and image kept; its
 * correct answers become the accepted answers (exact, their scores kept), since they are what a player
 * should type; a question without any (a poll) starts with one blank accepted answer. A one-answer
 * question gains no second answer.
 */
export function typingFrom(
  from: {
    question_id: string;
    title: string;
    time_limit: number;
    explanation?: string;
    image?: string | null;
    answers?: ReadonlyArray<unknown>;
  },
  deps: NewQuestionDeps,
): TypingQuestion {
  const accepted = (from.answers ?? [])
    .filter(isQuestionAnswer)
    .filter((a) => a.is_correct)
    .slice(0, ACCEPTED_ANSWERS_MAX)
    .map(
      (a): AcceptedAnswer => ({
        answer_id: a.answer_id,
        title: a.title,
        is_correct: true,
        score: a.score > 0 ? a.score : DEFAULT_ANSWER_SCORE,
        data: EXACT,
      }),
    );
  return {
    question_id: from.question_id,
    question_type: 'typing_question',
    title: from.title,
    time_limit: from.time_limit,
    explanation: from.explanation ?? '',
    ...(from.image !== undefined ? { image: from.image } : {}),
    answers: accepted.length > 0 ? accepted : [newAcceptedAnswer(deps.newId)],
  };
}

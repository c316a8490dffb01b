import { isQuestionAnswer } from '../carried-answers.ts';
import { DEFAULT_ANSWER_SCORE, DEFAULT_TIME_LIMIT_SECONDS, type QuestionAnswer } from '../common.ts';
import type { NewQuestionDeps } from '../question-type.ts';
import type { ScrambleQuestion } from './schema.ts';

const newPhrase = (newId: () => string, title = ''): QuestionAnswer => ({
  answer_id: newId(),
  title,
  is_correct: true,
  score: DEFAULT_ANSWER_SCORE,
});

/** A new scramble: one blank phrase, correct, 1000 points. */
export function newScrambleQuestion(deps: NewQuestionDeps): ScrambleQuestion {
  return {
    question_id: deps.newId(),
    question_type: 'scramble',
    title: '',
    time_limit: DEFAULT_TIME_LIMIT_SECONDS,
    explanation: '',
    answers: [newPhrase(deps.newId)],
  };
}

/** The phrase changed in the editor: the single answer's title. */
export function withPhrase(
  question: ScrambleQuestion,
  phrase: string,
  newId: () => string,
): ScrambleQuestion {
  const [answer] = question.answers;
  return { ...question, answers: [{ ...(answer ?? newPhrase(newId)), title: phrase }] };
}

/**
 * Another type's question as a scramble (spec §4): title, time, explanation and image kept; the phrase
 * is its first correct answer (or, with none correct, its first answer), score kept. A scramble has one
 * answer and gains no second.
 */
export function scrambleFrom(
  from: {
    question_id: string;
    title: string;
    time_limit: number;
    explanation?: string;
    image?: string | null;
    answers?: ReadonlyArray<unknown>;
  },
  deps: NewQuestionDeps,
): ScrambleQuestion {
  const answers = (from.answers ?? []).filter(isQuestionAnswer);
  const kept = answers.find((a) => a.is_correct) ?? answers[0];
  const phrase = kept
    ? {
        answer_id: kept.answer_id,
        title: kept.title,
        is_correct: true,
        score: kept.score > 0 ? kept.score : DEFAULT_ANSWER_SCORE,
      }
    : newPhrase(deps.newId);
  return {
    question_id: from.question_id,
    question_type: 'scramble',
    title: from.title,
    time_limit: from.time_limit,
    explanation: from.explanation ?? '',
    ...(from.image !== undefined ? { image: from.image } : {}),
    answers: [phrase],
  };
}

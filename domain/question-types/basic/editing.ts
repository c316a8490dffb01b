import { DEFAULT_ANSWER_SCORE, DEFAULT_TIME_LIMIT_SECONDS, type QuestionAnswer } from '../common.ts';
import type { NewQuestionDeps } from '../question-type.ts';
import { ANSWERS_MIN, type BasicKind, type BasicQuestion } from './schema.ts';

/** Polls score nothing, so their answers carry no points. */
const POLL_SCORE = 0;

export function newAnswer(newId: () => string, kind: BasicKind, title = ''): QuestionAnswer {
  return {
    answer_id: newId(),
    title,
    is_correct: false,
    score: kind === 'poll' ? POLL_SCORE : DEFAULT_ANSWER_SCORE,
  };
}

function trueFalseAnswers(deps: NewQuestionDeps): QuestionAnswer[] {
  return [
    { ...newAnswer(deps.newId, 'true_false', deps.trueLabel), is_correct: true },
    newAnswer(deps.newId, 'true_false', deps.falseLabel),
  ];
}

/**
 * A new basic question of `kind` with the spec's defaults: 30 seconds, 1000 points, the first answer
 * correct (spec §3 Answer "first answer correct by default"), except a poll, which has no correct answer.
 */
export function newBasicQuestion(deps: NewQuestionDeps, kind: BasicKind = 'multiple_choice'): BasicQuestion {
  const base = {
    question_id: deps.newId(),
    question_type: 'basic' as const,
    kind,
    title: '',
    time_limit: DEFAULT_TIME_LIMIT_SECONDS,
    explanation: '',
    answers_required: 'one' as const,
    chart_type: 'bar' as const,
  };
  if (kind === 'true_false') return { ...base, answers: trueFalseAnswers(deps) };
  const answers = Array.from({ length: ANSWERS_MIN }, (_, i) => ({
    ...newAnswer(deps.newId, kind),
    is_correct: kind !== 'poll' && i === 0,
  }));
  return { ...base, answers };
}

/**
 * The question as another kind, keeping what still fits: the title and time always; the answers'
 * texts when going between multiple choice and poll. True/false gets its two preset answers.
 */
export function changeBasicKind(
  question: BasicQuestion,
  kind: BasicKind,
  deps: NewQuestionDeps,
): BasicQuestion {
  if (question.kind === kind) return question;
  const kept = { ...question, kind, answers_required: 'one' as const };
  if (kind === 'true_false') return { ...kept, answers: trueFalseAnswers(deps) };
  if (kind === 'poll')
    return {
      ...kept,
      answers: question.answers.map((a) => ({ ...a, is_correct: false, score: POLL_SCORE })),
    };
  const answers = question.answers.map((a) => ({
    ...a,
    score: a.score > 0 ? a.score : DEFAULT_ANSWER_SCORE,
  }));
  // A poll had no correct answer: the first one becomes it, as for a new question.
  if (!answers.some((a) => a.is_correct) && answers[0]) answers[0] = { ...answers[0], is_correct: true };
  return { ...kept, answers };
}

/**
 * Another type's question as multiple choice (spec §4): title, time, explanation and image kept; its
 * answers' texts kept where it had answers; a one-answer question gains a second answer; the first
 * answer is correct when none is.
 */
export function basicFrom(
  from: {
    question_id: string;
    title: string;
    time_limit: number;
    explanation?: string;
    image?: string | null;
    answers?: ReadonlyArray<unknown>;
  },
  deps: NewQuestionDeps,
): BasicQuestion {
  const fresh = newBasicQuestion(deps);
  const carried = (from.answers ?? []).filter(isAnswer).map((a) => ({
    answer_id: a.answer_id,
    title: a.title,
    is_correct: a.is_correct,
    score: a.score > 0 ? a.score : DEFAULT_ANSWER_SCORE,
  }));
  while (carried.length < ANSWERS_MIN) carried.push(newAnswer(deps.newId, 'multiple_choice'));
  if (!carried.some((a) => a.is_correct)) carried[0] = { ...carried[0]!, is_correct: true };
  return {
    ...fresh,
    question_id: from.question_id,
    title: from.title,
    time_limit: from.time_limit,
    explanation: from.explanation ?? '',
    ...(from.image !== undefined ? { image: from.image } : {}),
    answers: carried,
  };
}

function isAnswer(value: unknown): value is QuestionAnswer {
  const a = value as Partial<QuestionAnswer> | null;
  return (
    typeof a === 'object' &&
    a !== null &&
    typeof a.answer_id === 'string' &&
    typeof a.title === 'string' &&
    typeof a.is_correct === 'boolean' &&
    typeof a.score === 'number'
  );
}

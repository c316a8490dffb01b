import { basicFrom, newBasicQuestion } from '../basic/editing.ts';
import type { CommonQuestion } from '../common.ts';
import type { NewQuestionDeps } from '../question-type.ts';
import type {
  ImageChoiceQuestion,
  ImageChoiceType,
  RevealImageQuestion,
  ScaleImageQuestion,
} from './schema.ts';

type Of<T extends ImageChoiceType> = T extends 'scale_image' ? ScaleImageQuestion : RevealImageQuestion;

/** A new picture question: basic multiple choice's defaults (two answers, the first correct), no image yet. */
export function newImageChoice<T extends ImageChoiceType>(type: T, deps: NewQuestionDeps): Of<T> {
  const { question_id, title, time_limit, explanation, answers, answers_required } = newBasicQuestion(deps);
  return {
    question_id,
    question_type: type,
    title,
    time_limit,
    explanation,
    image: null,
    answers_required,
    answers,
  } as Of<T>;
}

/**
 * Another type's question as a picture question (spec §4): as basic multiple choice would take it (title,
 * time, explanation and image kept, answers kept, a second answer added, the first correct if none is),
 * keeping a picture question's `answers_required` when switching between scale and reveal.
 */
export function imageChoiceFrom<T extends ImageChoiceType>(
  type: T,
  from: CommonQuestion & { answers?: ReadonlyArray<unknown>; answers_required?: unknown },
  deps: NewQuestionDeps,
): Of<T> {
  const basic = basicFrom(from, deps);
  const required = from.answers_required === 'all' ? 'all' : 'one';
  const question: ImageChoiceQuestion = {
    question_id: basic.question_id,
    question_type: type,
    title: basic.title,
    time_limit: basic.time_limit,
    explanation: basic.explanation ?? '',
    image: from.image ?? null,
    answers_required: required,
    answers: basic.answers,
  } as ImageChoiceQuestion;
  return question as Of<T>;
}

import { type CommonQuestion, DEFAULT_ANSWER_SCORE, DEFAULT_TIME_LIMIT_SECONDS } from '../common.ts';
import type { NewQuestionDeps } from '../question-type.ts';
import type { SliderQuestion } from './schema.ts';

/** A new slider: 0 to 100 in steps of 1, the answer 50 with a tolerance of 5, the usual 1000 points. */
export function newSliderQuestion(deps: NewQuestionDeps): SliderQuestion {
  return {
    question_id: deps.newId(),
    question_type: 'slider',
    title: '',
    time_limit: DEFAULT_TIME_LIMIT_SECONDS,
    explanation: '',
    min: 0,
    max: 100,
    step: 1,
    correct_value: 50,
    tolerance: 5,
    score: DEFAULT_ANSWER_SCORE,
    unit: '',
  };
}

/**
 * Another type's question as a slider (spec §4): title, time, explanation and image kept. A slider
 * has no answers (its number is the answer key), so the other type's answers are left behind and
 * the scale takes the defaults; the score is the best score its answers carried, if any.
 */
export function sliderFrom(
  from: CommonQuestion & { answers?: ReadonlyArray<unknown> },
  deps: NewQuestionDeps,
): SliderQuestion {
  const fresh = newSliderQuestion(deps);
  const scores = (from.answers ?? [])
    .map((a) => (a as { score?: unknown } | null)?.score)
    .filter((s): s is number => typeof s === 'number' && Number.isInteger(s) && s > 0);
  return {
    ...fresh,
    question_id: from.question_id,
    title: from.title,
    time_limit: from.time_limit,
    explanation: from.explanation ?? '',
    ...(from.image !== undefined ? { image: from.image } : {}),
    score: scores.length > 0 ? Math.max(...scores) : fresh.score,
  };
}

import { ANSWER_SCORE_MAX, type Checked, characters, checkCommon, tidy } from '../common.ts';
import { onScale, stepIndex, stepsBetween } from './scale.ts';
import { SLIDER_NUMBER_LIMIT, SLIDER_STEPS_MAX, SLIDER_UNIT_MAX, type SliderQuestion } from './schema.ts';

const sane = (n: number) => Number.isFinite(n) && Math.abs(n) <= SLIDER_NUMBER_LIMIT;

/**
 * A slider a game can play: a range with min below max; a positive step that lands on max, with
 * at most SLIDER_STEPS_MAX steps; the correct value on a step inside the range; a tolerance from 0
 * to the whole range; a score in the answers' range; a short unit.
 */
export function checkSlider(question: SliderQuestion): Checked<SliderQuestion> {
  const common = checkCommon(question);
  if ('problem' in common) return common;
  const { min, max, step } = question;
  if (!sane(min) || !sane(max) || min >= max) return { problem: 'slider_range_invalid' };
  if (!sane(step) || step <= 0) return { problem: 'slider_step_invalid' };
  const steps = stepsBetween({ min, max, step });
  if (steps > SLIDER_STEPS_MAX || stepIndex({ min, max, step }, max) === null)
    return { problem: 'slider_step_invalid' };
  const correct = onScale({ min, max, step }, question.correct_value);
  if (correct === null) return { problem: 'slider_correct_invalid' };
  const tolerance = question.tolerance;
  if (!Number.isFinite(tolerance) || tolerance < 0 || tolerance > max - min)
    return { problem: 'slider_tolerance_invalid' };
  const score = question.score;
  if (!Number.isInteger(score) || score < 0 || score > ANSWER_SCORE_MAX)
    return { problem: 'answer_score_invalid' };
  const unit = tidy(question.unit ?? '');
  if (characters(unit) > SLIDER_UNIT_MAX) return { problem: 'slider_unit_too_long' };
  return { question: { ...common.question, correct_value: correct, unit } };
}

import type { NumberAnswer } from '../player-answer.ts';
import { type Scale, stepIndex, stepsBetween, valueAt } from './scale.ts';
import type { SliderBucket, SliderQuestion, SliderSummary } from './schema.ts';

/** About this many bars: enough to see where guesses gather, few enough to read from the back of a room. */
export const HISTOGRAM_BARS = 10;

const valuesOn = (scale: Scale) => Math.round(stepsBetween(scale)) + 1;
/** How many possible values one bar covers. */
const barWidth = (scale: Scale) => Math.ceil(valuesOn(scale) / HISTOGRAM_BARS);

/**
 * The histogram's bars over the whole range, each covering whole steps: one bar per possible value
 * when there are ten or fewer, otherwise ceil(values / 10) values per bar (so at most ten bars; the
 * last may be narrower).
 */
export function histogramBars(scale: Scale): SliderBucket[] {
  const values = valuesOn(scale);
  const width = barWidth(scale);
  const bars: SliderBucket[] = [];
  for (let first = 0; first < values; first += width) {
    const last = Math.min(first + width, values) - 1;
    bars.push({ from: valueAt(scale, first), to: valueAt(scale, last), count: 0 });
  }
  return bars;
}

function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle]!;
  return (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Rounded to a tenth of a step more than the scale writes, so an average of 1 and 2 reads 1.5, not 1.5000000001. */
function tidyMean(value: number, scale: Scale): number {
  const decimals = Math.min(12, Math.max(0, -Math.floor(Math.log10(scale.step))) + 2);
  return Number(value.toFixed(decimals));
}

/** The guesses after the close: average, median and histogram; the correct value only when it is shown. */
export function summarizeSlider(
  question: SliderQuestion,
  answers: readonly NumberAnswer[],
  showCorrect: boolean,
): SliderSummary {
  const scale = { min: question.min, max: question.max, step: question.step };
  const histogram = histogramBars(scale);
  const width = barWidth(scale);
  const values = answers.map((a) => a.value).sort((a, b) => a - b);
  for (const value of values) {
    // Answers were read onto the scale (readAnswer), so each sits on a step.
    const index = stepIndex(scale, value) ?? 0;
    const bar = histogram[Math.min(Math.floor(index / width), histogram.length - 1)];
    if (bar) bar.count += 1;
  }
  const sum = values.reduce((total, value) => total + value, 0);
  const middle = median(values);
  return {
    question_type: 'slider',
    correct_value: showCorrect ? question.correct_value : null,
    tolerance: showCorrect ? question.tolerance : null,
    average: values.length > 0 ? tidyMean(sum / values.length, scale) : null,
    median: middle === null ? null : tidyMean(middle, scale),
    guesses: values.length,
    histogram,
  };
}

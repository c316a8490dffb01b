import { onScale, stepIndex, stepsBetween, valueAt } from '../../../domain/question-types/slider/scale.ts';
import type { SliderBucket } from '../../../domain/question-types/slider/schema.ts';

/*
 * The slider's arithmetic for its views: where the thumb starts, how the −/+
 * buttons move it, how a typed number is read, and how numbers are written
 * in the reader's language (a comma in Norwegian, a point in English).
 */

interface Scale {
  min: number;
  max: number;
  step: number;
}

/** The middle of the scale, on a step: it gives no hint, and reaches either end fastest. */
export function startValue(scale: Scale): number {
  return valueAt(scale, Math.round(stepsBetween(scale) / 2));
}

/** `value` moved by `steps` steps, kept inside the range. */
export function nudge(scale: Scale, value: number, steps: number): number {
  const last = Math.round(stepsBetween(scale));
  const index = stepIndex(scale, value) ?? Math.round((value - scale.min) / scale.step);
  return valueAt(scale, Math.min(Math.max(index + steps, 0), last));
}

/** The nearest value on the scale to any number (a range input's value, a typed number). */
export function nearestOnScale(scale: Scale, value: number): number {
  const last = Math.round(stepsBetween(scale));
  const index = Math.round((value - scale.min) / scale.step);
  return valueAt(scale, Math.min(Math.max(index, 0), last));
}

/** A number as people type it: a point or a comma for decimals, spaces between thousands, a leading minus. */
export function parseDecimal(text: string): number | null {
  const compact = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace('−', '-')
    .replace(',', '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
}

/** Decimals worth showing for numbers on this scale (those of its step or its minimum). */
export function scaleDecimals(scale: Scale): number {
  const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;
  return Math.min(Math.max(decimals(scale.step), decimals(scale.min)), 6);
}

/**
 * A number in the reader's language, with at most `decimals` decimals. Thousands are grouped only from
 * 10,000 up ('min2'), so a year reads 1969, not 1,969, while 384 400 km stays readable.
 */
export function formatNumber(value: number, language: string, decimals: number): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: decimals, useGrouping: 'min2' }).format(
    value,
  );
}

/** Each bar's height as a share of the tallest (the tallest fills its space; all zero when nobody guessed). */
export function barShares(histogram: readonly SliderBucket[]): number[] {
  const tallest = Math.max(0, ...histogram.map((bar) => bar.count));
  return histogram.map((bar) => (tallest === 0 ? 0 : bar.count / tallest));
}

/** Whether a bar covers the numbers from `low` to `high` at all (the correct value with its margin). */
export const barMeets = (bar: SliderBucket, low: number, high: number) => bar.to >= low && bar.from <= high;

/** The value as a phone may send it, or null when the scale would refuse it. */
export const sendable = (scale: Scale, value: number) => onScale(scale, value);

/*
 * Arithmetic on a slider's scale. Steps such as 0.1 are not exact in binary
 * (0.1 + 0.2 is 0.30000000000000004), so a number is "on a step" when it is
 * within a millionth of a step of one, and numbers are snapped to the decimals
 * the author wrote, so 0.3 stays 0.3 in the log and on every screen.
 */

/** How near (in steps) a number must be to a step to count as on it. */
const STEP_EPSILON = 1e-6;
const DECIMALS_MAX = 12;

export interface Scale {
  min: number;
  max: number;
  step: number;
}

/** Decimals written in `n` (0.25 → 2, 1e-3 → 3, 1500 → 0). */
export function decimalsOf(n: number): number {
  const match = /(?:\.(\d+))?(?:e([+-]\d+))?$/i.exec(String(n));
  const fraction = match?.[1]?.length ?? 0;
  const exponent = Number(match?.[2] ?? 0);
  return Math.min(Math.max(0, fraction - exponent), DECIMALS_MAX);
}

/** How many steps lie between min and max (fractional when max is not on a step). */
export const stepsBetween = (scale: Scale) => (scale.max - scale.min) / scale.step;

/** The index of the step `value` sits on, or null when it sits between two. */
export function stepIndex(scale: Scale, value: number): number | null {
  const exact = (value - scale.min) / scale.step;
  const nearest = Math.round(exact);
  return Math.abs(exact - nearest) <= STEP_EPSILON ? nearest : null;
}

/** The number of step `index`, written with the scale's decimals. */
export function valueAt(scale: Scale, index: number): number {
  const decimals = Math.max(decimalsOf(scale.min), decimalsOf(scale.step));
  return Number((scale.min + index * scale.step).toFixed(decimals));
}

/** `value` as the scale writes it, or null when it is not a finite number on a step inside the range. */
export function onScale(scale: Scale, value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const index = stepIndex(scale, value);
  if (index === null || index < 0 || index > Math.round(stepsBetween(scale))) return null;
  return valueAt(scale, index);
}

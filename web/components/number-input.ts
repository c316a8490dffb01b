/*
 * Spec §2 "Numeric input: digits only, clamped to min/max on blur". Whole numbers only: every number
 * the editor asks for (seconds, points, players, questions) is an integer.
 */

/** What may stay in the box while typing: the digits, nothing else (pasted "1 000" becomes "1000"). */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/** The value when the box is left: clamped into [min, max]; an empty box falls back to `fallback`. */
export function clampInput(text: string, min: number, max: number, fallback: number): number {
  const digits = digitsOnly(text);
  if (digits === '') return Math.min(Math.max(fallback, min), max);
  // Long digit strings are clamped, not parsed into floats that lose precision.
  const value = digits.length > 15 ? max : Number(digits);
  return Math.min(Math.max(value, min), max);
}

/** One figure over the measured runs: the median, and min/max so the spread is visible. */
export interface Figure {
  median: number;
  min: number;
  max: number;
  unit: string;
}

export function figure(values: readonly number[], unit: string, decimals = 0): Figure {
  if (values.length === 0) throw new Error('a figure needs at least one run');
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Number(value.toFixed(decimals));
  return {
    median: round(percentile(sorted, 50)),
    min: round(sorted[0]!),
    max: round(sorted.at(-1)!),
    unit,
  };
}

/** Nearest-rank percentile of ascending `sorted` values; the median of three runs is the middle one. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('no values');
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

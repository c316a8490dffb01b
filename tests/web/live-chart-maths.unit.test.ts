import { describe, expect, it } from 'vitest';
import { barShares, percentOf, pieSlices } from '../../web/question-types/basic/chart-maths.ts';

describe('result charts', () => {
  it('draw bars as shares of the most picked answer', () => {
    expect(barShares([2, 1, 0, 4])).toEqual([0.5, 0.25, 0, 1]);
    expect(barShares([0, 0])).toEqual([0, 0]);
  });

  it('cut the pie by share, skipping answers nobody picked', () => {
    const slices = pieSlices([1, 0, 3]);
    expect(slices.map((s) => [s.position, s.share])).toEqual([
      [0, 0.25],
      [2, 0.75],
    ]);
    // The big slice takes the long way round.
    expect(slices[1]!.path).toContain(' 0 1 1 ');
    expect(pieSlices([0, 0])).toEqual([]);
    expect(pieSlices([0, 5])).toHaveLength(1);
  });

  it('label with whole percents', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
  });
});

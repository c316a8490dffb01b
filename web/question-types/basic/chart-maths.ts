/** Bar heights and pie slices for the answer distribution (pure, so the maths is tested without a browser). */

/** Each count as a share of the largest one (bar heights), 0 for all when nobody answered. */
export function barShares(counts: readonly number[]): number[] {
  const most = Math.max(0, ...counts);
  return counts.map((count) => (most === 0 ? 0 : count / most));
}

export interface PieSlice {
  /** Index of the answer the slice belongs to. */
  position: number;
  share: number;
  /** SVG path of the slice in a 100×100 box centred at (50, 50). */
  path: string;
}

const CENTRE = 50;
const RADIUS = 48;

function pointAt(turns: number): string {
  const angle = turns * 2 * Math.PI - Math.PI / 2;
  return `${(CENTRE + RADIUS * Math.cos(angle)).toFixed(3)} ${(CENTRE + RADIUS * Math.sin(angle)).toFixed(3)}`;
}

/** Slices clockwise from twelve o'clock; answers nobody picked get none; one answer alone is a full circle. */
export function pieSlices(counts: readonly number[]): PieSlice[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return [];
  const slices: PieSlice[] = [];
  let start = 0;
  counts.forEach((count, position) => {
    if (count === 0) return;
    const share = count / total;
    const end = start + share;
    const path =
      share >= 1
        ? `M ${CENTRE} ${CENTRE - RADIUS} A ${RADIUS} ${RADIUS} 0 1 1 ${CENTRE - 0.001} ${CENTRE - RADIUS} Z`
        : `M ${CENTRE} ${CENTRE} L ${pointAt(start)} A ${RADIUS} ${RADIUS} 0 ${share > 0.5 ? 1 : 0} 1 ${pointAt(end)} Z`;
    slices.push({ position, share, path });
    start = end;
  });
  return slices;
}

/** Whole percent of `count` in `total`, for the chart's labels. */
export const percentOf = (count: number, total: number) =>
  total === 0 ? 0 : Math.round((count / total) * 100);

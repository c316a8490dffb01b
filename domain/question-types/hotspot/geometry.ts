import { HOTSPOT_REGION_MIN_SIZE, type Region } from './schema.ts';

/** Whether a number is a fraction of the image (0 to 1, both edges included). */
export const isFraction = (n: unknown): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 1;

/** Floating-point slack so a box drawn to the very edge (0.3 + 0.7) still fits. */
const EDGE_EPSILON = 1e-9;

/** Whether the box lies wholly on the image and is large enough to tap. */
export function isRegionOnImage(region: Region): boolean {
  const { x, y, width, height } = region;
  if (![x, y, width, height].every(isFraction)) return false;
  if (width < HOTSPOT_REGION_MIN_SIZE || height < HOTSPOT_REGION_MIN_SIZE) return false;
  return x + width <= 1 + EDGE_EPSILON && y + height <= 1 + EDGE_EPSILON;
}

/**
 * Whether a point lies in the box; its edges count as inside, so a tap on the outline is not lost
 * (with the same slack: 0.7 + 0.1 is 0.7999999999999999 in binary, and a tap at 0.8 is on the edge).
 */
export function containsPoint(region: Region, point: { x: number; y: number }): boolean {
  return (
    point.x >= region.x - EDGE_EPSILON &&
    point.x <= region.x + region.width + EDGE_EPSILON &&
    point.y >= region.y - EDGE_EPSILON &&
    point.y <= region.y + region.height + EDGE_EPSILON
  );
}

import { HOTSPOT_REGION_MIN_SIZE, type Region } from '../../../domain/question-types/hotspot/schema.ts';

/*
 * Geometry of drawing boxes on a picture and tapping it, in fractions of the
 * picture (0 to 1), so a box drawn on a laptop lands on the same place of the
 * picture on every phone and projector.
 */

export interface Point {
  x: number;
  y: number;
}
/** Where the picture is on the page (a DOMRect). */
export interface Frame {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (n: number, low = 0, high = 1) => Math.min(Math.max(n, low), high);
/** Four decimals: finer than any screen's pixel, short in the quiz's JSON. */
const tidy = (n: number) => Math.round(n * 10_000) / 10_000;

/** The point of the picture under the pointer, kept on the picture. */
export function pointIn(frame: Frame, clientX: number, clientY: number): Point {
  if (frame.width <= 0 || frame.height <= 0) return { x: 0.5, y: 0.5 };
  return {
    x: tidy(clamp((clientX - frame.left) / frame.width)),
    y: tidy(clamp((clientY - frame.top) / frame.height)),
  };
}

/** The box spanned by dragging from one corner to the other, in whichever direction. */
export function regionBetween(a: Point, b: Point): Region {
  return {
    x: tidy(Math.min(a.x, b.x)),
    y: tidy(Math.min(a.y, b.y)),
    width: tidy(Math.abs(a.x - b.x)),
    height: tidy(Math.abs(a.y - b.y)),
  };
}

/** Whether a drawn box is big enough to keep (a click without a drag draws nothing). */
export const isBigEnough = (region: Region) =>
  region.width >= HOTSPOT_REGION_MIN_SIZE && region.height >= HOTSPOT_REGION_MIN_SIZE;

/** The box moved by (dx, dy), stopped at the picture's edges. */
export function moveRegion(region: Region, dx: number, dy: number): Region {
  return {
    ...region,
    x: tidy(clamp(region.x + dx, 0, 1 - region.width)),
    y: tidy(clamp(region.y + dy, 0, 1 - region.height)),
  };
}

/** The box grown or shrunk by (dw, dh) from its bottom right corner: at least tappable, never past the edge. */
export function resizeRegion(region: Region, dw: number, dh: number): Region {
  return {
    ...region,
    width: tidy(clamp(region.width + dw, HOTSPOT_REGION_MIN_SIZE, 1 - region.x)),
    height: tidy(clamp(region.height + dh, HOTSPOT_REGION_MIN_SIZE, 1 - region.y)),
  };
}

/** How far one arrow key moves a marker or a box: 1 % of the picture, 10 % with Shift. */
export const keyStep = (shift: boolean) => (shift ? 0.1 : 0.01);

/** The (dx, dy) an arrow key asks for, or null for any other key. */
export function arrowDelta(key: string, shift: boolean): Point | null {
  const step = keyStep(shift);
  switch (key) {
    case 'ArrowLeft':
      return { x: -step, y: 0 };
    case 'ArrowRight':
      return { x: step, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: -step };
    case 'ArrowDown':
      return { x: 0, y: step };
    default:
      return null;
  }
}

/** A marker moved by (dx, dy), kept on the picture. */
export function movePoint(point: Point, delta: Point): Point {
  return { x: tidy(clamp(point.x + delta.x)), y: tidy(clamp(point.y + delta.y)) };
}

/** A fraction as a whole percentage, for screen readers and the editor's fields ("55"). */
export const percent = (fraction: number) => Math.round(fraction * 100);

/** The CSS that places a box over the picture. */
export const regionStyle = (region: Region) => ({
  left: `${region.x * 100}%`,
  top: `${region.y * 100}%`,
  width: `${region.width * 100}%`,
  height: `${region.height * 100}%`,
});

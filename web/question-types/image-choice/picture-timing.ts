import { DEFAULT_TIME_LIMIT_SECONDS } from '../../../domain/question-types/common.ts';

/**
 * How far the picture has come out, from 0 (fully zoomed in / fully covered) to 1 (all of it shown).
 * It is whole at 90 % of the question's time, so the last moments show the entire picture. A game
 * without a time limit uses the default question time for the effect.
 */
export const WHOLE_AT = 0.9;

export function pictureProgress(elapsedMs: number, durationMs: number | null): number {
  const duration = durationMs && durationMs > 0 ? durationMs : DEFAULT_TIME_LIMIT_SECONDS * 1000;
  return Math.min(Math.max(elapsedMs / (duration * WHOLE_AT), 0), 1);
}

/** How much scale_image enlarges the picture at the start: a fifth of it fills the screen. */
export const START_ZOOM = 5;

/** The zoom at `progress`: START_ZOOM down to 1, evenly over the time. */
export const zoomAt = (progress: number): number => START_ZOOM - (START_ZOOM - 1) * progress;

/** The tiles still covering a reveal_image picture at `progress`: the later ones of its reveal order. */
export function coveredTiles(revealOrder: readonly number[], progress: number): Set<number> {
  const uncovered = Math.floor(revealOrder.length * progress);
  return new Set(revealOrder.slice(uncovered));
}

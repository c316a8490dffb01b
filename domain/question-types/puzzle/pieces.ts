import { seededDerangedOrder } from '../shared/seeded-shuffle.ts';
import type { PuzzleBlocks } from './schema.ts';

/** The pieces of a puzzle in their solved order: piece `i` belongs in place `i`, row by row. */
export const solvedPieces = (blocks: PuzzleBlocks): string[] =>
  Array.from({ length: blocks }, (_, i) => String(i));

/** The order the pieces start in, fixed by the question's id and never already solved. */
export const startingPieces = (blocks: PuzzleBlocks, questionId: string): string[] =>
  seededDerangedOrder(solvedPieces(blocks), questionId);

/** Pieces per side of the square grid. */
export const sideOf = (blocks: PuzzleBlocks): number => Math.round(Math.sqrt(blocks));

export { newPuzzle } from './editing.ts';
export { puzzleType } from './module.ts';
export { sideOf, solvedPieces, startingPieces } from './pieces.ts';
export * from './schema.ts';
export { isPuzzleSolved, scorePuzzle } from './scoring.ts';

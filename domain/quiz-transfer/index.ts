export * from './import-problem.ts';
export { readKahootSheet } from './kahoot-sheet.ts';
export * from './kviss-file.ts';
export * from './kviss-media.ts';
export * from './sheet-cell.ts';

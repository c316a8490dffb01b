export { newScrambleQuestion, withPhrase } from './editing.ts';
export { scrambleType } from './module.ts';
export * from './schema.ts';
export { foldAttempt, isRebuilt, scoreScramble } from './scoring.ts';
export { lettersOf, scrambled, wordLengthsOf } from './shuffle.ts';

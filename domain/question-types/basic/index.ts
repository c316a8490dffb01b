export { changeBasicKind, newAnswer, newBasicQuestion } from './editing.ts';
export { basicType } from './module.ts';
export * from './schema.ts';
export { isBasicCorrect } from './scoring.ts';

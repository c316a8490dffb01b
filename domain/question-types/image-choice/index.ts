export { revealImageType, scaleImageType } from './module.ts';
export * from './schema.ts';

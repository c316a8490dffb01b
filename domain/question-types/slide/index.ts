export { newSlide } from './editing.ts';
export { slideType } from './module.ts';
export * from './schema.ts';

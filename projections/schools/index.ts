export { schoolsProjection } from './projection.ts';
export * from './queries.ts';
export type { SchoolsTables } from './table.ts';

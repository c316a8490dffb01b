export { togetherProjection } from './projection.ts';
export { readTogetherView, togetherTopic } from './queries.ts';
export type { TogetherTables } from './table.ts';

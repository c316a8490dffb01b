export { mediaUsageProjection } from './projection.ts';
export { type MediaUsage, readMediaUsage } from './queries.ts';
export type { MediaUsageTable, MediaUsageTables } from './table.ts';

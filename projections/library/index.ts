export { libraryProjection } from './projection.ts';
export * from './queries.ts';
export type { LibraryTable, LibraryTables } from './table.ts';

export { addSortingItem, moveSortingItem, newSortingList, removeSortingItem } from './editing.ts';
export { sortingListType } from './module.ts';
export * from './schema.ts';
export { scoreSortingList } from './scoring.ts';

import type { SortingState } from '@tanstack/react-table';

/** The server's sort/order of a paged list (src/shared/sorting.ts) from the table model's sorting; nothing when unsorted. */
export function sortParams(sorting: SortingState): { sort?: string; order?: 'asc' | 'desc' } {
  const first = sorting[0];
  return first ? { sort: first.id, order: first.desc ? 'desc' : 'asc' } : {};
}

import type { ColumnFiltersState, SortingState } from '@tanstack/react-table';
import { filtersQueryValue, parseColumnFilterText } from '../../../shared/lists/column-filters';

/** The server's sort/order of a paged list (src/shared/lists/sorting.ts) from the table model's sorting; nothing when unsorted. */
export function sortParams(sorting: SortingState): { sort?: string; order?: 'asc' | 'desc' } {
  const first = sorting[0];
  return first ? { sort: first.id, order: first.desc ? 'desc' : 'asc' } : {};
}

/**
 * The server's `filters` of a paged list (src/shared/lists/column-filters.ts) from the model's column
 * filters (only columns the server filters are filterable in the model); nothing when none filter.
 */
export function filterParams(columnFilters: ColumnFiltersState): { filters?: string } {
  const filters: Record<string, string> = {};
  for (const { id, value } of columnFilters) if (typeof value === 'string') filters[id] = value;
  const text = filtersQueryValue(filters);
  return text === undefined ? {} : { filters: text };
}

/**
 * The sort and column filters a list's address names (as sortParams/filterParams write them). A
 * screen with two lists names the second one's under a prefix (`ack_sort`), so each keeps its own.
 */
export function controlsFromAddress(
  params: URLSearchParams,
  prefix = '',
): {
  sorting: SortingState;
  columnFilters: ColumnFiltersState;
} {
  const sort = params.get(`${prefix}sort`);
  const sorting = sort ? [{ id: sort, desc: params.get(`${prefix}order`) === 'desc' }] : [];
  const filters = parseColumnFilterText(params.get(`${prefix}filters`));
  return { sorting, columnFilters: Object.entries(filters).map(([id, value]) => ({ id, value })) };
}

/** Puts the list's sort and filters into its address (removing them when unset). */
export function writeControls(
  params: URLSearchParams,
  controls: { sort?: string; order?: string; filters?: string },
  prefix = '',
): void {
  for (const key of ['sort', 'order', 'filters'] as const) {
    const value = controls[key];
    if (value) params.set(`${prefix}${key}`, value);
    else params.delete(`${prefix}${key}`);
  }
}

import { isTripFilterKey } from '../../../shared/columnFilters';
import { isTripSortKey } from '../../../shared/sorting';
import type { ModelColumn } from './useListTable';

/**
 * A trip column in the table model: the server sorts by the keys of src/shared/sorting.ts and
 * filters the text columns of src/shared/columnFilters.ts; the rest do neither.
 */
export const tripModelColumn = <Row>(c: { key: string; header: string }): ModelColumn<Row> => ({
  key: c.key,
  header: c.header,
  sortable: isTripSortKey(c.key),
  filterable: isTripFilterKey(c.key),
});

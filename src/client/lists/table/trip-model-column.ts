import { isTripFilterKey } from '../../../shared/lists/column-filters';
import { isTripSortKey } from '../../../shared/lists/sorting';
import type { ModelColumn } from './use-list-table';

/**
 * A trip column in the table model: the server sorts by the keys of src/shared/lists/sorting.ts and
 * filters the text columns of src/shared/lists/column-filters.ts; the rest do neither.
 */
export const tripModelColumn = <Row>(c: { key: string; header: string }): ModelColumn<Row> => ({
  key: c.key,
  header: c.header,
  sortable: isTripSortKey(c.key),
  filterable: isTripFilterKey(c.key),
});

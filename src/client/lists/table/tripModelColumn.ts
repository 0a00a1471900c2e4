import { isTripSortKey } from '../../../shared/sorting';
import type { ModelColumn } from './useListTable';

/** A trip column in the table model: the server sorts by the keys of src/shared/sorting.ts, the rest do not sort. */
export const tripModelColumn = <Row,>(c: { key: string; header: string }): ModelColumn<Row> => ({
  key: c.key,
  header: c.header,
  sortable: isTripSortKey(c.key),
});

import type { ReactNode } from 'react';
import { ColumnCells, type ListColumnsProps } from './ColumnCells';
import { FilterCell } from './SortHeader';

interface FilterRowProps<Row, C extends { key: string; header: string }> extends ListColumnsProps<Row, C> {
  /** Empty cells before the id cell (checkbox, Edit columns). */
  before?: ReactNode;
  /** Empty cells after the columns (attachment, Delete columns). */
  after?: ReactNode;
}

/**
 * The header row of a paged list's per-column filters: a "contains" box under each text column the
 * server filters (src/shared/lists/column-filters.ts), empty cells under the others. What is typed goes
 * to the table model, and from it to the list search (sent once typing settles).
 */
export function FilterRow<Row, C extends { key: string; header: string }>({
  model,
  idColumn,
  columns,
  cellClass,
  before,
  after,
}: FilterRowProps<Row, C>) {
  return (
    <tr className="filter-row">
      {before}
      <ColumnCells cell={FilterCell} {...{ model, idColumn, columns, cellClass }} />
      {after}
    </tr>
  );
}

import type { ReactNode } from 'react';
import { FilterCell } from './SortHeader';
import type { ListTableModel } from './use-list-table';

/** What a list's header rows draw: the pinned id column, then the columns shown. */
export interface ListColumnsProps<Row, C extends { key: string; header: string }> {
  model: Pick<ListTableModel<Row>, 'table'>;
  /** The row header's column (Trip ID, Bill ID), drawn in its pinned cell. */
  idColumn: { key: string; header: string; className?: string };
  /** The columns shown, in order. */
  columns: readonly C[];
  cellClass?: (column: C) => string | undefined;
}

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
      <FilterCell
        column={model.table.getColumn(idColumn.key)}
        header={idColumn.header}
        className={idColumn.className}
      />
      {columns.map((c) => (
        <FilterCell
          key={c.key}
          column={model.table.getColumn(c.key)}
          header={c.header}
          className={cellClass?.(c)}
        />
      ))}
      {after}
    </tr>
  );
}

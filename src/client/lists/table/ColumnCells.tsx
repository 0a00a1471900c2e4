import type { Column } from '@tanstack/react-table';
import type { ReactNode } from 'react';
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

/** A header row's cell of one column (its sort header, its filter box). */
type ColumnCell<Row> = (props: {
  column: Column<Row, unknown> | undefined;
  header: string;
  className?: string;
}) => ReactNode;

/** One `cell` per column of a header row: the pinned id column's, then each shown column's. */
export function ColumnCells<Row, C extends { key: string; header: string }>({
  cell: Cell,
  model,
  idColumn,
  columns,
  cellClass,
}: ListColumnsProps<Row, C> & { cell: ColumnCell<Row> }) {
  return (
    <>
      <Cell
        column={model.table.getColumn(idColumn.key)}
        header={idColumn.header}
        className={idColumn.className}
      />
      {columns.map((c) => (
        <Cell
          key={c.key}
          column={model.table.getColumn(c.key)}
          header={c.header}
          className={cellClass?.(c)}
        />
      ))}
    </>
  );
}

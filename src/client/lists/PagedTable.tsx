import type { ReactNode } from 'react';
import { ColumnMenu } from './table/ColumnMenu';
import type { ListTableModel } from './table/use-list-table';
import type { PagedRows } from './use-paged-rows';
import { VirtualTable } from './VirtualTable';

interface PagedTableProps<Row> {
  caption: string;
  className: string;
  head: ReactNode;
  columnCount: number;
  /** The rows of the search, read a page at a time as they come into view. */
  list: PagedRows<Row>;
  renderRow: (row: Row, index: number) => ReactNode;
  status: ReactNode;
  foot?: ReactNode;
  /** The table model whose hideable columns the "Columns" menu above the table offers. */
  model?: Pick<ListTableModel<Row>, 'hideable' | 'visibility' | 'setVisibility'>;
  estimateRowHeight?: number;
}

/** A paged list's virtual table (and its "Columns" menu, when it has a model): what every list screen draws. */
export function PagedTable<Row>({
  caption,
  className,
  head,
  columnCount,
  list,
  renderRow,
  status,
  foot,
  model,
  estimateRowHeight,
}: PagedTableProps<Row>) {
  const table = (
    <VirtualTable
      caption={caption}
      className={className}
      head={head}
      columnCount={columnCount}
      count={list.count}
      rowAt={list.rowAt}
      renderRow={renderRow}
      onRangeChange={list.showRange}
      status={status}
      foot={foot}
      estimateRowHeight={estimateRowHeight}
    />
  );
  if (!model) return table;
  return (
    <>
      <div className="list-tools">
        <ColumnMenu
          table={caption}
          columns={model.hideable}
          visibility={model.visibility}
          onChange={model.setVisibility}
        />
      </div>
      {table}
    </>
  );
}

interface TotalRowProps<C extends { key: string }> {
  /** The class of the row header cell ("Total"), so it stays in view like the Trip ID above it. */
  idClass: string;
  columns: readonly C[];
  cellClass: (column: C) => string | undefined;
  /** A column's figure, formatted (blank where it has none). */
  figure: (column: C) => ReactNode;
  /** Empty cells before the row header (checkbox, Edit columns). */
  before?: ReactNode;
  /** Empty cells after the figures (attachment, Delete columns). */
  after?: ReactNode;
}

/** The total row of a list: "Total", then each column's figure from the server's sums over every matching row. */
export function TotalRow<C extends { key: string }>({
  idClass,
  columns,
  cellClass,
  figure,
  before,
  after,
}: TotalRowProps<C>) {
  return (
    <tr className="total-row">
      {before}
      <th scope="row" className={idClass}>
        Total
      </th>
      {columns.map((c) => (
        <td key={c.key} className={cellClass(c)}>
          {figure(c)}
        </td>
      ))}
      {after}
    </tr>
  );
}

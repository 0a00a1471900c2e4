import type { ReactNode } from 'react';
import { numClass } from './list-columns';
import { ColumnMenu } from './table/ColumnMenu';
import { ListHead } from './table/ListHead';
import type { ListTableModel } from './table/use-list-table';
import type { PagedRows } from './use-paged-rows';
import { VirtualTable } from './VirtualTable';

/** Columns before the row header (checkbox, Edit) or after the list's columns (files, Delete, Actions). */
interface FrameEdge {
  /** Their header cells. */
  head: ReactNode;
  /** The empty cells the filter and total rows put under them. */
  blank: ReactNode;
  /** How many columns they are. */
  width: number;
}

/** One column of buttons at an edge (Edit, Delete, Actions): its header cell, blank under it in the filter and total rows. */
export function buttonColumn(header: string, className?: string): FrameEdge {
  return {
    head: (
      <th scope="col" className={className}>
        {header}
      </th>
    ),
    blank: <td className={className} />,
    width: 1,
  };
}

/** A list table's columns: what its head, filter row and total row are drawn from. */
export interface ListFrame<C extends { key: string; header: string; numeric?: boolean }> {
  /** The row header's column (Trip ID, Bill ID), pinned. */
  idColumn: { key: string; header: string; className?: string };
  /** The columns shown, in order. */
  columns: readonly C[];
  cellClass?: (column: C) => string | undefined;
  lead?: FrameEdge | false;
  tail?: FrameEdge | false;
  /** A column's figure in the total row, formatted (blank where it has none); no total row without it. */
  total?: ((column: C) => ReactNode) | null;
}

export interface PagedTableProps<Row, C extends { key: string; header: string; numeric?: boolean }> {
  caption: string;
  className: string;
  frame: ListFrame<C>;
  /** The table model: its columns sort and filter; with `menu`, its hideable ones are offered in the "Columns" menu. */
  model: Pick<ListTableModel<Row>, 'table' | 'hideable' | 'visibility' | 'setVisibility'>;
  menu?: boolean;
  /** The rows of the search, read a page at a time as they come into view. */
  list: PagedRows<Row>;
  renderRow: (row: Row, index: number) => ReactNode;
  status: ReactNode;
  estimateRowHeight?: number;
}

/** A paged list's virtual table (and its "Columns" menu): what every list screen draws. */
export function PagedTable<Row, C extends { key: string; header: string; numeric?: boolean }>({
  caption,
  className,
  frame,
  model,
  menu = false,
  list,
  renderRow,
  status,
  estimateRowHeight,
}: PagedTableProps<Row, C>) {
  const { idColumn, columns, cellClass = numClass, lead, tail, total } = frame;
  const table = (
    <VirtualTable
      caption={caption}
      className={className}
      head={
        <ListHead
          {...{ model, idColumn, columns, cellClass }}
          headBefore={lead && lead.head}
          headAfter={tail && tail.head}
          filterBefore={lead && lead.blank}
          filterAfter={tail && tail.blank}
        />
      }
      columnCount={(lead ? lead.width : 0) + 1 + columns.length + (tail ? tail.width : 0)}
      count={list.count}
      rowAt={list.rowAt}
      renderRow={renderRow}
      onRangeChange={list.showRange}
      status={status}
      foot={
        total && (
          <TotalRow
            idClass={idColumn.className ?? ''}
            {...{ columns, cellClass }}
            figure={total}
            before={lead && lead.blank}
            after={tail && tail.blank}
          />
        )
      }
      estimateRowHeight={estimateRowHeight}
    />
  );
  if (!menu) return table;
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
function TotalRow<C extends { key: string }>({
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

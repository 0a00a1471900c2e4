import type { ReactNode } from 'react';
import { HeaderRow } from './HeaderRow';
import { QueryStatusRow } from './ListStatusRow';
import { TableScroll } from './TableScroll';

interface DataTableProps {
  /** The name of the box the table scrolls in (a region a screen reader names). */
  label: string;
  /** The table's classes besides `data-table`. */
  className?: string;
  /** The scrolling box's own classes (a card). */
  boxClassName?: string;
  /** The table's <caption>, when it has one. */
  caption?: ReactNode;
  /** The header row(s). */
  head: ReactNode;
  /** The body rows. */
  children: ReactNode;
  /** What the box holds after the table: a note on an empty table, a dialog its rows open. */
  after?: ReactNode;
}

/** A data table in the box it scrolls sideways in: its caption, header rows and body rows. */
export function DataTable({
  label,
  className,
  boxClassName,
  caption,
  head,
  children,
  after,
}: DataTableProps) {
  return (
    <TableScroll label={label} className={boxClassName}>
      <table className={className ? `data-table ${className}` : 'data-table'}>
        {caption}
        <thead>{head}</thead>
        <tbody>{children}</tbody>
      </table>
      {after}
    </TableScroll>
  );
}

interface QueryTableProps extends Omit<DataTableProps, 'head'> {
  headers: readonly string[];
  isNumeric?: (header: string, index: number) => boolean;
  /** The query the rows come from: its loading and failure show in the status row. */
  query: { isLoading: boolean; isError: boolean; error?: unknown };
  isEmpty: boolean;
  emptyText: string;
}

/**
 * A data table fed by one query (Outstanding, the audit trail, a bill's payments): one header
 * row, then a row saying it loads, failed or is empty, then its rows.
 */
export function QueryTable({
  headers,
  isNumeric,
  query,
  isEmpty,
  emptyText,
  children,
  ...table
}: QueryTableProps) {
  return (
    <DataTable {...table} head={<HeaderRow headers={headers} isNumeric={isNumeric} />}>
      <QueryStatusRow columns={headers.length} query={query} isEmpty={isEmpty} emptyText={emptyText} />
      {children}
    </DataTable>
  );
}

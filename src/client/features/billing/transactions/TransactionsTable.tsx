import { useCallback, type ReactNode } from 'react';

import { formatINR } from '../../../../shared/common/money';
import type { PagedRows } from '../../../lists/use-paged-rows';
import { DateGroupRow, opensDateGroup } from '../../../lists/DateGroupRow';
import { buttonColumn, PagedTable, type ListFrame } from '../../../lists/PagedTable';
import { useListTable, type ModelColumn } from '../../../lists/table/use-list-table';
import type { ListControls } from '../../../lists/table/use-list-controls';
import { weightText } from '../common/bill-trip-columns';
import { TRANSACTION_COLUMNS, TransactionBillRows } from './TransactionBillRows';
import type { TransactionRow } from '../../../../shared/billing/wire';

interface TransactionsTableProps {
  list: PagedRows<TransactionRow>;
  /** The column sort and filters, asked of the server (useListSearch). */
  controls: ListControls;
  /** The one row of an empty list (loading, the failure or the empty message). */
  status: ReactNode;
  /** Each bill row's actions: its PDF (the one downloading shows busy) and its cancel. */
  actions: TransactionActions;
}

export interface TransactionActions {
  downloadingId: string | null;
  onDownload: (row: TransactionRow) => void;
  onDelete: (row: TransactionRow) => void;
}

const WIDTH = TRANSACTION_COLUMNS.length + 2;

// The table model's columns: a column's key is its server sort (or filter) key; the others neither sort nor filter.
const keyOf = (c: (typeof TRANSACTION_COLUMNS)[number]) => c.sort ?? c.filter ?? c.header;
const MODEL_COLUMNS: ModelColumn<TransactionRow>[] = [
  { key: 'billing_id', header: 'Bill ID', pinned: true, filterable: true },
  ...TRANSACTION_COLUMNS.map((c) => ({
    key: keyOf(c),
    header: c.header,
    sortable: c.sort !== undefined,
    filterable: c.filter !== undefined,
    pinned: true,
  })),
];
// The head, filter and total rows name the model's columns by key.
const COLUMNS = TRANSACTION_COLUMNS.map((c) => ({ ...c, key: keyOf(c) }));

/** The bills of a search, a page at a time, under their date headings, each with its trips. */
export function TransactionsTable({ list, controls, status, actions }: TransactionsTableProps) {
  const { downloadingId, onDownload, onDelete } = actions;
  const { rowAt } = list;
  const model = useListTable({ name: 'transactions', columns: MODEL_COLUMNS, controls });
  // Date headings belong to the list's own order (newest first); a column sort lists bills alone.
  const byDate = controls.sorting.length === 0;
  const renderRow = useCallback(
    (row: TransactionRow, index: number) => {
      return (
        <>
          {byDate && opensDateGroup(row, index, rowAt, (r) => r.date) && (
            <DateGroupRow width={WIDTH} date={row.date} />
          )}
          <TransactionBillRows
            row={row}
            width={WIDTH}
            downloading={downloadingId === row.billing_id}
            onDownload={onDownload}
            onDelete={onDelete}
          />
        </>
      );
    },
    [rowAt, byDate, downloadingId, onDownload, onDelete],
  );

  const totals = list.totals;
  const frame: ListFrame<(typeof COLUMNS)[number]> = {
    idColumn: { key: 'billing_id', header: 'Bill ID', className: 'sticky-col sticky-col--last' },
    columns: COLUMNS,
    tail: buttonColumn('Actions', 'sticky-right'),
    total:
      totals &&
      ((c) =>
        c.total === undefined
          ? ''
          : c.total.includes('weight')
            ? weightText(totals[c.total] ?? null)
            : formatINR(totals[c.total] ?? 0)),
  };

  return (
    <PagedTable
      caption="Transactions"
      className="bill-table transactions-table"
      frame={frame}
      model={model}
      {...{ list, renderRow, status }}
      estimateRowHeight={160}
    />
  );
}

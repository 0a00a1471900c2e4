import { useCallback, type ReactNode } from 'react';

import { formatINR } from '../../../../shared/common/money';
import type { TransactionTotalField } from '../../../../shared/lists/paging';
import type { PagedRows } from '../../../lists/use-paged-rows';
import { DateGroupRow, opensDateGroup } from '../../../lists/DateGroupRow';
import { PagedTable, TotalRow } from '../../../lists/PagedTable';
import { numClass } from '../../../lists/list-columns';
import { ListHead } from '../../../lists/table/ListHead';
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
// The header and filter cells name the model's columns by key.
const HEAD_COLUMNS = TRANSACTION_COLUMNS.map((c) => ({
  key: keyOf(c),
  header: c.header,
  numeric: c.numeric,
}));

/** The columns keyed by header, as the total row draws them. */
const TOTAL_COLUMNS = TRANSACTION_COLUMNS.map((c) => ({ ...c, key: c.header }));

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

  const actionsCell = <td className="sticky-right" />;
  const head = (
    <ListHead
      model={model}
      idColumn={{ key: 'billing_id', header: 'Bill ID', className: 'sticky-col sticky-col--last' }}
      columns={HEAD_COLUMNS}
      headAfter={
        <th scope="col" className="sticky-right">
          Actions
        </th>
      }
      filterAfter={actionsCell}
    />
  );

  const sum = (field: TransactionTotalField) => list.totals?.[field];
  const foot = list.totals && (
    <TotalRow
      idClass="sticky-col sticky-col--last"
      columns={TOTAL_COLUMNS}
      cellClass={numClass}
      figure={(c) =>
        c.total === undefined
          ? ''
          : c.total.includes('weight')
            ? weightText(sum(c.total) ?? null)
            : formatINR(sum(c.total) ?? 0)
      }
      after={actionsCell}
    />
  );

  return (
    <PagedTable
      caption="Transactions"
      className="bill-table transactions-table"
      head={head}
      columnCount={WIDTH}
      list={list}
      renderRow={renderRow}
      status={status}
      foot={foot}
      estimateRowHeight={160}
    />
  );
}

import { useCallback, type ReactNode } from 'react';
import type { TransactionRow } from '../../../shared/billing';
import { formatINR } from '../../../shared/money';
import type { TransactionTotalField } from '../../../shared/paging';
import type { PagedRows } from '../../lists/usePagedRows';
import { VirtualTable } from '../../lists/VirtualTable';
import { longDate } from '../../../shared/dates';
import { weightText } from './billTripColumns';
import { TRANSACTION_COLUMNS, TransactionBillRows } from './TransactionBillRows';

interface TransactionsTableProps {
  list: PagedRows<TransactionRow>;
  /** The one row of an empty list (loading, the failure or the empty message). */
  status: ReactNode;
  downloadingId: string | null;
  onDownload: (row: TransactionRow) => void;
  onDelete: (row: TransactionRow) => void;
}

const WIDTH = TRANSACTION_COLUMNS.length + 2;

/** The bills of a search, a page at a time, under their date headings, each with its trips. */
export function TransactionsTable({ list, status, downloadingId, onDownload, onDelete }: TransactionsTableProps) {
  const { rowAt } = list;
  const renderRow = useCallback(
    (row: TransactionRow, index: number) => {
      const previous = index > 0 ? rowAt(index - 1) : undefined;
      const heading = index === 0 || (previous !== undefined && previous.date !== row.date);
      return (
        <>
          {heading && (
            <tr className="group-row">
              <th scope="colgroup" colSpan={WIDTH}>
                <span className="group-title">{longDate(row.date)}</span>
              </th>
            </tr>
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
    [rowAt, downloadingId, onDownload, onDelete],
  );

  const head = (
    <tr>
      <th scope="col" className="sticky-col sticky-col--last">
        Bill ID
      </th>
      {TRANSACTION_COLUMNS.map((c) => (
        <th key={c.header} scope="col" className={c.numeric ? 'num' : undefined}>
          {c.header}
        </th>
      ))}
      <th scope="col" className="sticky-right">
        Actions
      </th>
    </tr>
  );

  const sum = (field: TransactionTotalField) => list.totals?.[field];
  const foot = list.totals && (
    <tr className="total-row">
      <th scope="row" className="sticky-col sticky-col--last">
        Total
      </th>
      {TRANSACTION_COLUMNS.map((c) => (
        <td key={c.header} className={c.numeric ? 'num' : undefined}>
          {c.total === undefined ? '' : c.total.includes('weight') ? weightText(sum(c.total) ?? null) : formatINR(sum(c.total) ?? 0)}
        </td>
      ))}
      <td className="sticky-right" />
    </tr>
  );

  return (
    <VirtualTable
      caption="Transactions"
      className="bill-table transactions-table"
      head={head}
      columnCount={WIDTH}
      count={list.count}
      rowAt={rowAt}
      renderRow={renderRow}
      onRangeChange={list.showRange}
      status={status}
      estimateRowHeight={160}
      foot={foot}
    />
  );
}

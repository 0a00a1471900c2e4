import { skipToken } from '@reduxjs/toolkit/query';
import { Fragment, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { BILLING_MESSAGES, type TransactionRow } from '../../../shared/billing';
import { checkTransactionsFilters } from '../../../shared/filters';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { Field, SelectField } from '../../ui/Field';
import { useNotify } from '../../ui/useNotify';
import { useExcelExport } from '../exports/useExcelExport';
import { longDate } from '../trips/formatTripDate';
import { useDeleteTransactionMutation, useDownloadTransactionBillMutation, useListTransactionsQuery } from './billingApi';
import { TRANSACTION_COLUMNS, TransactionBillRows } from './TransactionBillRows';
import { transactionsExportSpec } from './transactionsExport';
import './billing.css';
import { TableScroll } from '../../ui/TableScroll';

const ALL_VENDORS = '';

/** Bills grouped by their date, keeping the server's order (newest first). */
function groupByBillDate(rows: readonly TransactionRow[]): { date: string; rows: TransactionRow[] }[] {
  const groups: { date: string; rows: TransactionRow[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.date === row.date) last.rows.push(row);
    else groups.push({ date: row.date, rows: [row] });
  }
  return groups;
}

/**
 * Transactions (/transactions): the bills of a date range, grouped by date, each downloadable
 * again as its PDF or cancelled; a vendor filter and Download Excel (SPEC.md sections 2, 7, 8).
 */
export function TransactionsPage() {
  const notify = useNotify();
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const [query, setQuery] = useState<{ startDate: string; endDate: string } | null>(null);
  const list = useListTransactionsQuery(query ?? skipToken);
  const [vendor, setVendor] = useState(ALL_VENDORS);
  const [downloadBill] = useDownloadTransactionBillMutation();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [deleteTransaction, deletion] = useDeleteTransactionMutation();
  const [deleting, setDeleting] = useState<TransactionRow | null>(null);
  const excel = useExcelExport();

  const rows = useMemo(() => (list.isError ? [] : (list.data?.rows ?? [])), [list.isError, list.data]);
  const vendors = useMemo(() => [...new Set(rows.map((r) => r.vendor))].sort((a, b) => a.localeCompare(b)), [rows]);
  const shown = useMemo(() => (vendor === ALL_VENDORS ? rows : rows.filter((r) => r.vendor === vendor)), [rows, vendor]);
  const groups = useMemo(() => groupByBillDate(shown), [shown]);

  // After a search: the server's 'No data found for this date range.' (or its error) as an alert.
  const searchedAt = useRef<number | null>(null);
  useEffect(() => {
    const at = searchedAt.current;
    if (at === null || list.isFetching || (list.startedTimeStamp ?? 0) < at) return;
    searchedAt.current = null;
    if (list.isError) notify.error(serverMessage(list.error) ?? BILLING_MESSAGES.noDataForRange);
    else if (list.data && list.data.rows.length === 0) notify.info(list.data.message ?? BILLING_MESSAGES.noTransactions);
  }, [list.isFetching, list.startedTimeStamp, list.isError, list.error, list.data, notify]);

  function search(event: FormEvent) {
    event.preventDefault();
    const problem = checkTransactionsFilters(range.startDate, range.endDate);
    if (problem) {
      notify.error(problem);
      return;
    }
    searchedAt.current = Date.now();
    setVendor(ALL_VENDORS);
    if (query && query.startDate === range.startDate && query.endDate === range.endDate) list.refetch();
    else setQuery({ ...range });
  }

  async function download(row: TransactionRow) {
    setDownloadingId(row.billing_id);
    const result = await downloadBill(row.billing_id);
    setDownloadingId(null);
    if ('error' in result) notify.error(BILLING_MESSAGES.transactionDownloadFailed);
    else notify.success(BILLING_MESSAGES.transactionDownloaded);
  }

  async function confirmDelete() {
    if (!deleting) return;
    const result = await deleteTransaction({ billId: deleting.billing_id, tripIds: deleting.trip_ids });
    setDeleting(null);
    if ('error' in result) notify.error(BILLING_MESSAGES.transactionDeleteFailed);
    else notify.success(BILLING_MESSAGES.transactionDeleted);
  }

  function exportExcel() {
    if (shown.length === 0) {
      notify.error(BILLING_MESSAGES.noDataToExport);
      return;
    }
    void excel.run(transactionsExportSpec(shown));
  }

  const emptyText = list.isFetching
    ? 'Loading...'
    : list.isError
      ? (serverMessage(list.error) ?? BILLING_MESSAGES.noDataForRange)
      : rows.length === 0
        ? (list.data?.message ?? BILLING_MESSAGES.noTransactions)
        : BILLING_MESSAGES.noTransactionsForVendor(vendor);
  const width = TRANSACTION_COLUMNS.length + 2;

  return (
    <section className="billing-page">
      <form className="card billing-filters" onSubmit={search} noValidate aria-label="Transaction filters">
        <Field label="Start Date" type="date" value={range.startDate} onChange={(e) => setRange((r) => ({ ...r, startDate: e.target.value }))} />
        <Field label="End Date" type="date" value={range.endDate} onChange={(e) => setRange((r) => ({ ...r, endDate: e.target.value }))} />
        <Button type="submit" busy={list.isFetching} busyLabel="Searching...">
          Search
        </Button>
        <SelectField
          label="Vendor"
          className="billing-filters__vendor"
          value={vendor}
          disabled={rows.length === 0}
          options={[{ value: ALL_VENDORS, label: 'All vendors' }, ...vendors.map((v) => ({ value: v, label: v }))]}
          onChange={(e) => setVendor(e.target.value)}
        />
        <span className="billing-toolbar__spacer" />
        {query && !list.isFetching && rows.length > 0 && (
          <span className="billing-toolbar__summary">
            {shown.length} {shown.length === 1 ? 'bill' : 'bills'}
          </span>
        )}
        <Button variant="secondary" busy={excel.exporting} busyLabel={`Writing Excel ${excel.progress ?? 0}%`} onClick={exportExcel}>
          Download Excel
        </Button>
      </form>

      <TableScroll label="Transactions">
        <table className="data-table bill-table transactions-table">
          <caption className="visually-hidden">Transactions</caption>
          <thead>
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
          </thead>
          <tbody>
            {shown.length === 0 && (
              <tr>
                <td colSpan={width} className="empty-state">
                  <span className="empty-state__text">{query ? emptyText : BILLING_MESSAGES.noTransactions}</span>
                </td>
              </tr>
            )}
            {groups.map((group) => (
              <Fragment key={group.date}>
                <tr className="group-row">
                  <th scope="colgroup" colSpan={width}>
                    <span className="group-title">
                      {longDate(group.date)}
                      <span className="group-count">
                        {group.rows.length} {group.rows.length === 1 ? 'bill' : 'bills'}
                      </span>
                    </span>
                  </th>
                </tr>
                {group.rows.map((row) => (
                  <TransactionBillRows
                    key={row._id}
                    row={row}
                    width={width}
                    downloading={downloadingId === row.billing_id}
                    onDownload={download}
                    onDelete={setDeleting}
                  />
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      </TableScroll>

      <ConfirmModal
        open={deleting !== null}
        title="Delete transaction"
        text={`Are you sure you want to delete bill ${deleting?.billing_id ?? ''} of ${deleting?.vendor ?? ''}? The bill is cancelled and its trips go back to Acknowledged.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deletion.isLoading}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

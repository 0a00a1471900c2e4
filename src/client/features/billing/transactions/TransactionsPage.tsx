import { useCallback, useState } from 'react';
import { BILLING_MESSAGES } from '../../../../shared/billing';
import { checkTransactionsFilters } from '../../../../shared/lists/search-filters';
import { withReason } from '../../../app/errors';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { DATE_RANGE_LABELS, DateRangeFields } from '../../../ui/DateRangeFields';
import { SelectField } from '../../../ui/Field';
import { SearchLabel } from '../../../ui/SearchLabel';
import { typedDatesProblem } from '../../../../shared/common/typed-dates';
import { useConfirmDelete } from '../../../ui/use-confirm-delete';
import { useNotify } from '../../../ui/use-notify';
import { ExportButton } from '../../../exports/ExportButton';
import { ListStatus, TripCount } from '../../../lists/ListStatus';
import { useListSearch } from '../../../lists/use-list-search';
import { TRANSACTIONS_PAGE_SIZE } from '../../../lists/paging';
import {
  billingApi,
  useDeleteTransactionMutation,
  useDownloadTransactionBillMutation,
  type TransactionsQuery,
} from '../common/billing-api';
import { transactionsExportSpec } from './transactions-export';
import { TransactionsTable } from './TransactionsTable';
import '../common/billing.css';
import type { TransactionRow } from '../../../../shared/billing/wire';

const ALL_VENDORS = '';
const NO_FILTERS: Required<TransactionsQuery> = { startDate: '', endDate: '', vendor: ALL_VENDORS };
const WIDTH = 21;

/**
 * Transactions (/transactions): the bills of a date range, a page at a time under their dates,
 * each downloadable again as its PDF or cancelled; a vendor choice and Download Excel
 * (SPEC.md sections 2, 7, 8).
 */
export function TransactionsPage() {
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const { filters, setFilter, search, query, listQuery, searched, searching, failure, list, controls } =
    useListSearch({
      initial: NO_FILTERS,
      validate: (f: Required<TransactionsQuery>) =>
        typedDatesProblem(f, DATE_RANGE_LABELS) ?? checkTransactionsFilters(f.startDate, f.endDate),
      toQuery: (f: Required<TransactionsQuery>): TransactionsQuery => ({ ...f }),
      endpoint: billingApi.endpoints.transactionsPage,
      failureMessage: BILLING_MESSAGES.noDataForRange,
      // The server's own words for a range without bills; a vendor without any says so in the table.
      emptyNotice: (page, searched) =>
        searched.vendor ? null : (page.message ?? BILLING_MESSAGES.noDataForRange),
      notifyFailure: true,
      pageSize: TRANSACTIONS_PAGE_SIZE,
    });
  const [downloadBill] = useDownloadTransactionBillMutation();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [deleteTransaction, deletion] = useDeleteTransactionMutation();
  const deleting = useConfirmDelete<TransactionRow>({
    title: 'Delete transaction',
    text: (row) =>
      `Are you sure you want to delete bill ${row.billing_id} of ${row.vendor}? The bill is cancelled and its trips go back to Acknowledged.`,
    remove: (row) => deleteTransaction({ billId: row.billing_id, vendor: row.vendor, tripIds: row.trip_ids }),
    busy: deletion.isLoading,
    messages: {
      deleted: BILLING_MESSAGES.transactionDeleted,
      deleteFailed: BILLING_MESSAGES.transactionDeleteFailed,
    },
    notify,
  });
  const vendors = list.firstPage?.vendors ?? [];

  const download = useCallback(
    async (row: TransactionRow) => {
      setDownloadingId(row.billing_id);
      const result = await downloadBill(row.billing_id);
      setDownloadingId(null);
      if ('error' in result)
        notify.error(withReason(BILLING_MESSAGES.transactionDownloadFailed, result.error));
      else notify.success(BILLING_MESSAGES.transactionDownloaded);
    },
    [downloadBill, notify],
  );

  const exportSpec = () =>
    !query || list.count === 0
      ? BILLING_MESSAGES.noDataToExport
      : transactionsExportSpec(dispatch, listQuery ?? query);
  const empty = query?.vendor
    ? BILLING_MESSAGES.noTransactionsForVendor(query.vendor)
    : (list.firstPage?.message ?? BILLING_MESSAGES.noDataForRange);

  const status = (
    <ListStatus
      columns={WIDTH}
      failure={failure}
      notified
      loading={searching}
      empty={searched ? empty : BILLING_MESSAGES.noTransactions}
    />
  );

  return (
    <section className="billing-page">
      {/* A new search lists every vendor again; choosing a vendor searches at once. */}
      <form
        className="card billing-filters"
        onSubmit={(e) => search(e, { vendor: ALL_VENDORS })}
        noValidate
        aria-label="Transaction filters"
      >
        <DateRangeFields range={filters} onChange={(part, value) => setFilter(part)(value)} />
        <Button type="submit" busy={searching} busyLabel="Searching...">
          <SearchLabel finds="bills" />
        </Button>
        <SelectField
          label="Vendor"
          className="billing-filters__vendor"
          value={filters.vendor}
          disabled={!query || vendors.length === 0}
          options={[
            { value: ALL_VENDORS, label: 'All vendors' },
            ...vendors.map((v) => ({ value: v, label: v })),
          ]}
          onChange={(e) => void search(undefined, { vendor: e.target.value })}
        />
        <span className="billing-toolbar__spacer" />
        {query && <TripCount className="billing-toolbar__summary" list={list} noun={['bill', 'bills']} />}
        <ExportButton spec={exportSpec} />
      </form>

      <TransactionsTable
        list={list}
        controls={controls}
        actions={{ downloadingId, onDownload: download, onDelete: deleting.ask }}
        status={status}
      />

      {deleting.modal}
    </section>
  );
}
